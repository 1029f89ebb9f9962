import { exponentialSmoothing } from './exponential-smoothing.ts';
import { assertPeriod } from './validate.ts';

/**
 * Exponential moving average with `alpha = 2 / (period + 1)`, seeded with the SMA of the first `period`
 * values (TA-Lib convention). Warm-up: the first value is at `period − 1` (after any leading NaNs).
 */
export function ema(values: Float64Array, period: number): Float64Array {
  assertPeriod(period);
  return exponentialSmoothing(values, period, 2 / (period + 1));
}
