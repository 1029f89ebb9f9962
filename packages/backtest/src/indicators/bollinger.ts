import { sma } from './sma.ts';
import { assertPeriod, nanArray } from './validate.ts';

export interface BollingerBands {
  middle: Float64Array;
  upper: Float64Array;
  lower: Float64Array;
}

/**
 * Bollinger bands: `middle = SMA(period)`, `upper/lower = middle ± multiplier × σ`, where σ is the
 * **population** standard deviation of the window (divide by `period`, as Bollinger and TA-Lib do;
 * pandas' `rolling().std()` divides by `period − 1`). Warm-up: the first value is at `period − 1`.
 */
export function bollinger(values: Float64Array, period = 20, multiplier = 2): BollingerBands {
  assertPeriod(period);
  const middle = sma(values, period);
  const deviation = rollingPopulationStd(values, period);
  const n = values.length;
  const upper = new Float64Array(n);
  const lower = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    upper[i] = middle[i] + multiplier * deviation[i];
    lower[i] = middle[i] - multiplier * deviation[i];
  }
  return { middle, upper, lower };
}

/**
 * Rolling population standard deviation. Mean and sum of squared deviations are updated per bar
 * (Welford-style replacement, no cancellation-prone sum of squares) and recomputed exactly, in two
 * passes, every `period` bars so that rounding does not accumulate.
 */
function rollingPopulationStd(values: Float64Array, period: number): Float64Array {
  const n = values.length;
  const out = nanArray(n);
  let mean = NaN;
  let squares = NaN;
  let sinceExact = period;
  for (let i = period - 1; i < n; i++) {
    if (sinceExact >= period || !Number.isFinite(squares)) {
      mean = 0;
      for (let k = i - period + 1; k <= i; k++) mean += values[k];
      mean /= period;
      squares = 0;
      for (let k = i - period + 1; k <= i; k++) squares += (values[k] - mean) ** 2;
      sinceExact = 0;
    } else {
      const added = values[i];
      const removed = values[i - period];
      const previousMean = mean;
      mean += (added - removed) / period;
      squares += (added - removed) * (added - mean + removed - previousMean);
      sinceExact++;
    }
    out[i] = Math.sqrt(Math.max(0, squares) / period);
  }
  return out;
}
