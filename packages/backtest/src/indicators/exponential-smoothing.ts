import { nanArray } from './validate.ts';

/**
 * Exponential smoothing `s[i] = s[i-1] + alpha × (x[i] − s[i-1])`, seeded with the simple mean of the
 * first `period` values (the TA-Lib / Wilder convention; pandas' `ewm(adjust=False)` seeds with the first
 * value instead). Leading NaNs are skipped: with the first finite value at `f`, the first output is at
 * `f + period − 1`. A later NaN makes every following value NaN.
 */
export function exponentialSmoothing(values: Float64Array, period: number, alpha: number): Float64Array {
  const n = values.length;
  const out = nanArray(n);
  let first = 0;
  while (first < n && Number.isNaN(values[first])) first++;
  const seedEnd = first + period - 1;
  if (seedEnd >= n) return out;
  let sum = 0;
  for (let i = first; i <= seedEnd; i++) sum += values[i];
  let value = sum / period;
  out[seedEnd] = value;
  for (let i = seedEnd + 1; i < n; i++) {
    value += alpha * (values[i] - value);
    out[i] = value;
  }
  return out;
}

/** Wilder's smoothing (RMA, SMMA): exponential smoothing with `alpha = 1 / period`. */
export const wilderSmoothing = (values: Float64Array, period: number): Float64Array =>
  exponentialSmoothing(values, period, 1 / period);
