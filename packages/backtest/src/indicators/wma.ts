import { assertPeriod, nanArray } from './validate.ts';

/**
 * Linearly weighted moving average: weights 1 … `period`, the newest value weighted most.
 * Warm-up: the first value is at `period − 1`; a window containing a NaN yields NaN. O(n): the weighted
 * and plain window sums are updated incrementally and recomputed exactly every `period` bars to stop
 * rounding drift.
 */
export function wma(values: Float64Array, period: number): Float64Array {
  assertPeriod(period);
  const n = values.length;
  const out = nanArray(n);
  const denominator = (period * (period + 1)) / 2;
  let weighted = NaN;
  let plain = NaN;
  let sinceExact = period;
  for (let i = period - 1; i < n; i++) {
    if (sinceExact >= period || !Number.isFinite(weighted)) {
      weighted = 0;
      plain = 0;
      for (let k = 0; k < period; k++) {
        const x = values[i - period + 1 + k];
        weighted += (k + 1) * x;
        plain += x;
      }
      sinceExact = 0;
    } else {
      const x = values[i];
      weighted += period * x - plain;
      plain += x - values[i - period];
      sinceExact++;
    }
    out[i] = weighted / denominator;
  }
  return out;
}
