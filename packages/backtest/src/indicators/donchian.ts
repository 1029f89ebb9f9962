import { rollingMax, rollingMin } from './rolling-extremes.ts';
import { assertPeriod, assertSameLength } from './validate.ts';

export interface DonchianChannel {
  upper: Float64Array;
  lower: Float64Array;
  middle: Float64Array;
}

/**
 * Donchian channel over the last `period` bars **including the current one**: `upper` = highest high,
 * `lower` = lowest low, `middle` = their mean. (A breakout rule compares the close with the previous
 * bar's channel, index i − 1.) Warm-up: the first value is at `period − 1`.
 */
export function donchian(high: Float64Array, low: Float64Array, period = 20): DonchianChannel {
  assertPeriod(period);
  assertSameLength(high, low);
  const upper = rollingMax(high, period);
  const lower = rollingMin(low, period);
  const middle = upper.map((value, i) => (value + lower[i]) / 2);
  return { upper, lower, middle };
}
