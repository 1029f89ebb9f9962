import type { Locale, ReportType } from '@alvorada/contracts';
import { filledIn } from '../../platform/http/texts.ts';
import ptBR from './report-labels/pt-BR.json' with { type: 'json' };
import en from './report-labels/en.json' with { type: 'json' };
import fr from './report-labels/fr.json' with { type: 'json' };
import ar from './report-labels/ar.json' with { type: 'json' };

export type LabelKey = keyof typeof ptBR;

/**
 * The words inside report files (titles of the catalogue, energy.md §5.5, headers, codes), one catalogue per
 * language keyed like pt-BR's. Arabic's `generatedAt` avoids 'أُنشئ في': the PDF font draws its ending as one
 * ligature, after which react-pdf drops the space.
 */
export const LABELS: Record<Locale, Record<LabelKey, string>> = { 'pt-BR': ptBR, en, fr, ar };

export const isLabel = (key: string): key is LabelKey => Object.hasOwn(ptBR, key);

/** A label in the locale, `{name}` filled from params. */
export function label(locale: Locale, key: LabelKey, params: Record<string, string | number> = {}) {
  return filledIn(LABELS[locale][key], params);
}

/** A code (status, alert, class) in words when the files have words for it, else as it is. */
export const codeLabel = (locale: Locale, code: string) => (isLabel(code) ? label(locale, code) : code);

export const reportTitle = (locale: Locale, type: ReportType) => label(locale, type);
