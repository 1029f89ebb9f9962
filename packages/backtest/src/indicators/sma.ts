import { assertPeriod, nanArray } from './validate.ts';

/**
 * Simple moving average: the mean of the last `period` values (pandas `rolling(period).mean()`).
 *
 * Warm-up: indices `0 .. period-2` are NaN, so the first value is at `period-1`.
 * A window containing a NaN yields NaN. O(n): the window sum is kept with Neumaier
 * compensated summation, so each value equals the plain mean of its window to ~1e-15 relative
 * even over long series with a large offset (a naive running sum drifts).
 */
export function sma(values: Float64Array, period: number): Float64Array {
  assertPeriod(period);
  const n = values.length;
  const out = nanArray(n);
  let sum = 0;
  let compensation = 0;
  let nans = 0;
  const add = (x: number): void => {
    const t = sum + x;
    compensation += Math.abs(sum) >= Math.abs(x) ? sum - t + x : x - t + sum;
    sum = t;
  };
  for (let i = 0; i < n; i++) {
    const x = values[i];
    if (Number.isNaN(x)) nans++;
    else add(x);
    if (i >= period) {
      const old = values[i - period];
      if (Number.isNaN(old)) nans--;
      else add(-old);
    }
    if (i >= period - 1 && nans === 0) out[i] = (sum + compensation) / period;
  }
  return out;
}
