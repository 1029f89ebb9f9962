const POWERS_OF_TEN = Array.from({ length: 23 }, (_, k) => 10 ** k);
const MAX_EXACT_DIGITS = 15;

/**
 * Parses a plain decimal (`-123.45`, with `decimalCode` as the decimal point) in `text[start, end)`
 * without allocating. With at most 15 significant digits both the digits and the power of ten are exact
 * doubles, so one division rounds correctly and the result is identical to `Number()`. Returns
 * undefined for anything else (exponents, thousands separators, long mantissas, text), for the caller
 * to parse the slow way.
 */
export function parsePlainDecimal(text: string, start: number, end: number, decimalCode: number): number | undefined {
  let i = start;
  let negative = false;
  const first = text.charCodeAt(i);
  if (first === 45 /* - */ || first === 43 /* + */) {
    negative = first === 45;
    i++;
  }
  let mantissa = 0;
  let digits = 0;
  let fractionDigits = -1;
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      mantissa = mantissa * 10 + (c - 48);
      if (mantissa > 0) digits++;
      if (fractionDigits >= 0) fractionDigits++;
    } else if (c === decimalCode && fractionDigits < 0) {
      fractionDigits = 0;
    } else {
      return undefined;
    }
  }
  const digitCount = i - start - (negative || first === 43 ? 1 : 0) - (fractionDigits >= 0 ? 1 : 0);
  if (digitCount === 0 || digits > MAX_EXACT_DIGITS || fractionDigits > 22) return undefined;
  const value = fractionDigits > 0 ? mantissa / POWERS_OF_TEN[fractionDigits] : mantissa;
  return negative ? -value : value;
}
