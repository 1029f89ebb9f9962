const POWERS_OF_TEN = Array.from({ length: 23 }, (_, k) => 10 ** k);
const MAX_EXACT_DIGITS = 15;

let stop = 0;

/** Where the last {@link parseDecimalPrefix} stopped: the first byte not read as part of the number. */
export function decimalStop(): number {
  return stop;
}

/**
 * Parses the plain decimal (`-123.45`, with `decimalCode` as the decimal point) that starts at
 * `bytes[start]` and runs up to the first other byte or `limit` (see {@link decimalStop}), without
 * allocating. With at most 15 significant digits both the digits and the power of ten are exact doubles,
 * so one division rounds correctly and the result is identical to `Number()`. NaN when there is no digit,
 * or too many for that.
 */
export function parseDecimalPrefix(bytes: Uint8Array, start: number, limit: number, decimalCode: number): number {
  let i = start;
  const first = start < limit ? bytes[i] : -1;
  const signed = first === 45 /* - */ || first === 43; /* + */
  if (signed) i++;
  let mantissa = 0;
  let digits = 0;
  let fractionDigits = -1;
  for (; i < limit; i++) {
    const c = bytes[i];
    if (c >= 48 && c <= 57) {
      mantissa = mantissa * 10 + (c - 48);
      if (mantissa > 0) digits++;
      if (fractionDigits >= 0) fractionDigits++;
    } else if (c === decimalCode && fractionDigits < 0) {
      fractionDigits = 0;
    } else {
      break;
    }
  }
  stop = i;
  const digitCount = i - start - (signed ? 1 : 0) - (fractionDigits >= 0 ? 1 : 0);
  if (digitCount === 0 || digits > MAX_EXACT_DIGITS || fractionDigits > 22) return NaN;
  const value = fractionDigits > 0 ? mantissa / POWERS_OF_TEN[fractionDigits] : mantissa;
  return first === 45 ? -value : value;
}

/**
 * The plain decimal that is exactly `bytes[start, end)`, as {@link parseDecimalPrefix} reads it; NaN for
 * anything else (exponents, thousands separators, long mantissas, text), for the caller to parse the slow way.
 */
export function parsePlainDecimal(bytes: Uint8Array, start: number, end: number, decimalCode: number): number {
  const value = parseDecimalPrefix(bytes, start, end, decimalCode);
  return stop === end ? value : NaN;
}
