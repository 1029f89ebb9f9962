import { wilderSmoothing } from './exponential-smoothing.ts';
import { trueRange } from './true-range.ts';
import { assertPeriod, assertSameLength, nanArray } from './validate.ts';

export interface Adx {
  plusDi: Float64Array;
  minusDi: Float64Array;
  adx: Float64Array;
}

/**
 * Wilder's directional movement system. +DM/−DM and the true range start at bar 1 and are
 * Wilder-smoothed (seeded with their mean over bars 1 … `period`); `±DI = 100 × smoothed ±DM / smoothed TR`
 * (0 when the smoothed TR is 0),
 * `DX = 100 × |+DI − −DI| / (+DI + −DI)` (0 when both are 0), ADX = Wilder smoothing of DX seeded with
 * the mean of its first `period` values. Warm-up: ±DI from `period`, ADX from `2 × period − 1`.
 */
export function adx(high: Float64Array, low: Float64Array, close: Float64Array, period = 14): Adx {
  assertPeriod(period);
  assertSameLength(high, low, close);
  const n = close.length;
  const plusDm = nanArray(n);
  const minusDm = nanArray(n);
  for (let i = 1; i < n; i++) {
    const up = high[i] - high[i - 1];
    const down = low[i - 1] - low[i];
    plusDm[i] = up > down && up > 0 ? up : 0;
    minusDm[i] = down > up && down > 0 ? down : 0;
  }
  const range = wilderSmoothing(trueRange(high, low, close), period);
  const plus = wilderSmoothing(plusDm, period);
  const minus = wilderSmoothing(minusDm, period);
  const plusDi = nanArray(n);
  const minusDi = nanArray(n);
  const dx = nanArray(n);
  for (let i = period; i < n; i++) {
    plusDi[i] = range[i] === 0 ? 0 : (100 * plus[i]) / range[i];
    minusDi[i] = range[i] === 0 ? 0 : (100 * minus[i]) / range[i];
    const sum = plusDi[i] + minusDi[i];
    dx[i] = sum === 0 ? 0 : (100 * Math.abs(plusDi[i] - minusDi[i])) / sum;
  }
  return { plusDi, minusDi, adx: wilderSmoothing(dx, period) };
}
