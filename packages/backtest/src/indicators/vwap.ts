import { assertSameLength } from './validate.ts';

const MS_PER_DAY = 86_400_000;
const MS_PER_MINUTE = 60_000;

export interface VwapOptions {
  /** Bar times (epoch ms): when given, the average restarts at the first bar of each day. */
  time?: Float64Array;
  /** Where the day starts, as minutes east of UTC (e.g. −180 for São Paulo). Default 0 (UTC). */
  utcOffsetMinutes?: number;
}

/**
 * Volume-weighted average price of the typical price `(high + low + close) / 3`, cumulative from the
 * first bar, or anchored to each day when `options.time` is given. NaN while the volume accumulated
 * since the anchor is 0, so the warm-up is the first bar with volume.
 */
export function vwap(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  volume: Float64Array,
  options: VwapOptions = {},
): Float64Array {
  assertSameLength(high, low, close, volume);
  const { time } = options;
  if (time) assertSameLength(time, close);
  const offset = (options.utcOffsetMinutes ?? 0) * MS_PER_MINUTE;
  const n = close.length;
  const out = new Float64Array(n);
  let priceVolume = 0;
  let totalVolume = 0;
  let day = NaN;
  for (let i = 0; i < n; i++) {
    if (time) {
      const barDay = Math.floor((time[i] + offset) / MS_PER_DAY);
      if (barDay !== day) {
        day = barDay;
        priceVolume = 0;
        totalVolume = 0;
      }
    }
    priceVolume += ((high[i] + low[i] + close[i]) / 3) * volume[i];
    totalVolume += volume[i];
    out[i] = totalVolume === 0 ? NaN : priceVolume / totalVolume;
  }
  return out;
}
