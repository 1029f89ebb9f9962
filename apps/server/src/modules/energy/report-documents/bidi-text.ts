import { createElement as h, type ReactElement } from 'react';
import { Text, View } from '@react-pdf/renderer';

type Style = Record<string, string | number>;

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;
/**
 * A run written left to right: from a Latin letter or digit (or its opening parenthesis) to the last one, or
 * to a percent sign, closing parenthesis or the real's sign (R$).
 */
const LTR_RUN = /\(?[A-Za-z0-9\u00c0-\u024f](?:[^\u0600-\u06ff]*[A-Za-z0-9\u00c0-\u024f%)$])?/g;
/** Direction marks (Intl writes them around amounts and percents): the runs' order makes them moot. */
const MARKS = /[\u200e\u200f\u061c]/g;
/** The punctuation and spaces at either end of an Arabic run, which react-pdf would put on the wrong side. */
const EDGES = /^(\P{L}*)(.*?)(\P{L}*)$/su;

export interface BidiRun {
  text: string;
  /** Whether a space separates it from the run before. */
  spaced: boolean;
}

/**
 * The text cut into runs in reading order: its left-to-right runs whole, its Arabic runs with the punctuation
 * at their ends apart.
 */
export function bidiRuns(text: string): BidiRun[] {
  const pieces: string[] = [];
  const arabic = (segment: string) => pieces.push(...EDGES.exec(segment)!.slice(1));
  const plain = text.replace(MARKS, '');
  let at = 0;
  for (const match of plain.matchAll(LTR_RUN)) {
    arabic(plain.slice(at, match.index));
    pieces.push(match[0]);
    at = match.index + match[0].length;
  }
  arabic(plain.slice(at));
  const runs: BidiRun[] = [];
  let space = false;
  for (const piece of pieces) {
    const trimmed = piece.trim();
    if (trimmed) runs.push({ text: trimmed, spaced: runs.length > 0 && (space || /^\s/.test(piece)) });
    space = trimmed ? /\s$/.test(piece) : space || piece.length > 0;
  }
  return runs;
}

/** Latin words and numbers in the Latin font alone, so that they sit on the line as the Arabic words do. */
const LATIN = { fontFamily: 'Public Sans' };

/**
 * A line of an Arabic document. react-pdf orders a line that mixes Arabic with Latin words or numbers wrongly
 * ("PI أقل من 90 %" came out as "% أقل من PI 90"; a colon ending an Arabic label went to its right) and does
 * not honour the Unicode isolates that would fix it: such a line is laid out as its runs, each whole and in its
 * own direction, placed right to left.
 */
export function arabicText(
  text: string,
  style: Style[],
  align: 'left' | 'right',
  props: Record<string, unknown> = {},
): ReactElement {
  if (!ARABIC.test(text)) return h(Text, { ...props, style: [...style, LATIN, { textAlign: align }] }, text);
  const runs = bidiRuns(text);
  if (runs.length < 2) return h(Text, { ...props, style: [...style, { textAlign: align }] }, text);
  return h(
    View,
    {
      ...props,
      style: [
        ...style,
        {
          flexDirection: 'row-reverse',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: align === 'right' ? 'flex-start' : 'flex-end',
        },
      ],
    },
    ...runs.map((run, i) =>
      h(
        Text,
        { key: i, style: [ARABIC.test(run.text) ? {} : LATIN, run.spaced ? { marginRight: 2.5 } : {}] },
        run.text,
      ),
    ),
  );
}
