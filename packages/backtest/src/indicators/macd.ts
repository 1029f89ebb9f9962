import { ema } from './ema.ts';
import { exponentialSmoothing } from './exponential-smoothing.ts';
import { assertPeriod } from './validate.ts';

export interface Macd {
  macd: Float64Array;
  signal: Float64Array;
  histogram: Float64Array;
}

/**
 * Moving average convergence/divergence: `macd = EMA(fast) − EMA(slow)`, `signal = EMA(signalPeriod)`
 * of the MACD line (seeded with the SMA of its first `signalPeriod` values), `histogram = macd − signal`.
 * Warm-up: macd from `slow − 1`, signal and histogram from `slow + signalPeriod − 2`.
 */
export function macd(values: Float64Array, fast = 12, slow = 26, signalPeriod = 9): Macd {
  assertPeriod(fast, 'fast');
  assertPeriod(slow, 'slow');
  assertPeriod(signalPeriod, 'signalPeriod');
  const fastLine = ema(values, fast);
  const slowLine = ema(values, slow);
  const line = fastLine.map((value, i) => value - slowLine[i]);
  const signal = exponentialSmoothing(line, signalPeriod, 2 / (signalPeriod + 1));
  const histogram = line.map((value, i) => value - signal[i]);
  return { macd: line, signal, histogram };
}
