import type { TFunction } from 'i18next';

/** A figure's unit, shown with its value, is left out of its name. */
const UNIT = /_(req_per_s|per_s|ms|mb|kb|bytes|pct)$/;
/** Abbreviations written in capitals whatever the language. */
const ACRONYM = /^(lcp|fcp|tbt|js|http|cpu|cli|goog)$/;

/**
 * A bench figure's name in words ("health_recorder_on_req_per_s" → "Saúde gravador ligado"): each word of
 * the name through the glossary, abbreviations in capitals (LCP, JS) and figures (p99, 1m, 503) as they are.
 */
export function benchFigureName(name: string, t: TFunction): string {
  const text = name
    .replace(UNIT, '')
    .split('_')
    .map((word) =>
      ACRONYM.test(word) ? word.toUpperCase() : t(`development.benchWords.${word}`, { defaultValue: word }),
    )
    .join(' ');
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
