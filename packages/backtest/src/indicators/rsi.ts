import { wilderSmoothing } from './exponential-smoothing.ts';
import { assertPeriod, nanArray } from './validate.ts';

/**
 * Relative strength index (Wilder), 0–100. Average gain and loss of the close-to-close changes are
 * Wilder-smoothed, seeded with the simple mean of the first `period` changes. Warm-up: the first value
 * is at index `period` (it needs `period` changes). With no losses RSI is 100, with no gains 0, and
 * with no movement at all 50.
 */
export function rsi(values: Float64Array, period = 14): Float64Array {
  assertPeriod(period);
  const n = values.length;
  const gains = nanArray(n);
  const losses = nanArray(n);
  for (let i = 1; i < n; i++) {
    const change = values[i] - values[i - 1];
    gains[i] = change > 0 ? change : 0;
    losses[i] = change < 0 ? -change : 0;
  }
  const averageGain = wilderSmoothing(gains, period);
  const averageLoss = wilderSmoothing(losses, period);
  const out = nanArray(n);
  for (let i = period; i < n; i++) {
    const gain = averageGain[i];
    const loss = averageLoss[i];
    if (loss === 0) out[i] = gain === 0 ? 50 : 100;
    else out[i] = 100 - 100 / (1 + gain / loss);
  }
  return out;
}
