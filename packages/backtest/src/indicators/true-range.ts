import { assertSameLength, nanArray } from './validate.ts';

/**
 * True range `max(high − low, |high − previous close|, |low − previous close|)`. Index 0 has no previous
 * close and is NaN (TA-Lib convention), so averages of it start at index 1.
 */
export function trueRange(high: Float64Array, low: Float64Array, close: Float64Array): Float64Array {
  assertSameLength(high, low, close);
  const n = close.length;
  const out = nanArray(n);
  for (let i = 1; i < n; i++) {
    const previousClose = close[i - 1];
    out[i] = Math.max(high[i] - low[i], Math.abs(high[i] - previousClose), Math.abs(low[i] - previousClose));
  }
  return out;
}
