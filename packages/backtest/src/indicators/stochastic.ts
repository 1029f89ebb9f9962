import { rollingMax, rollingMin } from './rolling-extremes.ts';
import { sma } from './sma.ts';
import { assertPeriod, assertSameLength, nanArray } from './validate.ts';

export interface Stochastic {
  k: Float64Array;
  d: Float64Array;
}

/**
 * Fast stochastic oscillator: `%K = 100 × (close − lowest low) / (highest high − lowest low)` over
 * `kPeriod` bars (0 when the range is empty, as in TA-Lib), `%D = SMA(dPeriod)` of %K.
 * Warm-up: %K from `kPeriod − 1`, %D from `kPeriod + dPeriod − 2`.
 */
export function stochastic(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  kPeriod = 14,
  dPeriod = 3,
): Stochastic {
  assertPeriod(kPeriod, 'kPeriod');
  assertPeriod(dPeriod, 'dPeriod');
  assertSameLength(high, low, close);
  const highest = rollingMax(high, kPeriod);
  const lowest = rollingMin(low, kPeriod);
  const k = nanArray(close.length);
  for (let i = kPeriod - 1; i < close.length; i++) {
    const range = highest[i] - lowest[i];
    k[i] = range === 0 ? 0 : (100 * (close[i] - lowest[i])) / range;
  }
  return { k, d: sma(k, dPeriod) };
}
