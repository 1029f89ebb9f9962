import type { JobBudget } from '@alvorada/contracts';
import { fold } from './text-fold.ts';

const SYMBOLS: [RegExp, string][] = [
  [/r\$/, 'BRL'],
  [/us\$|u\$s/, 'USD'],
  [/€/, 'EUR'],
  [/£/, 'GBP'],
  [/\$/, 'USD'],
];
const CODE = /\b(brl|usd|eur|gbp|ars|mxn|clp|cop|pen|uyu)\b/;

/** "1.500" and "1,500" are fifteen hundred; "12,50" and "12.50" twelve and a half. */
function amount(digits: string) {
  const grouped = /^\d{1,3}([.,]\d{3})+$/.test(digits);
  if (grouped) return Number(digits.replace(/[.,]/g, ''));
  return Number(digits.replace(',', '.'));
}

/**
 * A budget as listings write it — "USD 50 - 100", "R$ 1.000 - 3.000", "Menos de USD 50", "Mais de USD 3.000",
 * "USD 15 - 45 / hora", "Por hora: USD 10 - 20" — as a type, a range and a currency. Null for no figures.
 */
export function parseBudget(raw: string | null | undefined): JobBudget | null {
  if (!raw || !raw.trim()) return null;
  const text = fold(raw);
  let currency: string | null = CODE.exec(text)?.[1].toUpperCase() ?? null;
  if (!currency) currency = SYMBOLS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  const numbers = [...text.matchAll(/\d[\d.,]*\d|\d/g)].map((m) => amount(m[0])).filter(Number.isFinite);
  if (numbers.length === 0) return null;
  const type = /hora|hour|\/h\b|hourly|por hora|per hour/.test(text) ? 'hourly' : 'fixed';
  let min: number | null = numbers[0];
  let max: number | null = numbers.length > 1 ? numbers[1] : numbers[0];
  if (/\b(menos de|less than|under|ate|hasta|up to)\b/.test(text)) [min, max] = [null, numbers[0]];
  else if (/\b(mais de|more than|over|mas de|desde|from)\b/.test(text) && numbers.length === 1)
    [min, max] = [numbers[0], null];
  return { type, min, max, currency, raw: raw.trim() };
}
