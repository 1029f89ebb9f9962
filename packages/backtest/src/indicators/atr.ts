import { wilderSmoothing } from './exponential-smoothing.ts';
import { trueRange } from './true-range.ts';
import { assertPeriod } from './validate.ts';

/**
 * Average true range (Wilder): Wilder smoothing of the true range, seeded with the mean of the true
 * ranges of bars 1 … `period` (bar 0 has no previous close). Warm-up: the first value is at `period`.
 */
export function atr(high: Float64Array, low: Float64Array, close: Float64Array, period = 14): Float64Array {
  assertPeriod(period);
  return wilderSmoothing(trueRange(high, low, close), period);
}
