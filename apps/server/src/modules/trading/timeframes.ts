import { TIMEFRAMES, type Timeframe } from '@alvorada/contracts';
import type { Ohlcv } from '@alvorada/backtest';
import { wallClockTime } from '../../platform/wall-clock.ts';

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
const FIXED_MINUTES: Partial<Record<Timeframe, number>> = {
  '1m': 1,
  '5m': 5,
  '15m': 15,
  '30m': 30,
  '1h': 60,
  '4h': 240,
  '1d': 1440,
};

/** A bar's length; weeks and months as 7 and 30 days (for generated bars, which need a fixed step). */
export const barMs = (timeframe: Timeframe) =>
  (FIXED_MINUTES[timeframe] ?? (timeframe === '1w' ? 7 : 30) * 1440) * MINUTE;

/** Whether `timeframe` is coarser than `base` (and so can be built from it). */
export const coarser = (timeframe: Timeframe, base: Timeframe) =>
  TIMEFRAMES.indexOf(timeframe) > TIMEFRAMES.indexOf(base);

/** Daily and longer bars are labelled by their session date at 00:00 UTC, whatever the market's zone. */
export const isDateLabelled = (timeframe: Timeframe) => !coarser('1d', timeframe);

/** Minutes east of UTC in `timeZone` at the instant `time`. */
export function utcOffsetMinutes(timeZone: string, time: number): number {
  const minute = time - (time % MINUTE);
  return Math.round((wallClockTime(minute, timeZone) - minute) / MINUTE);
}

/** The start of the bar of `timeframe` holding `time`, for a market in `timeZone`. */
function bucketOf(timeframe: Timeframe, offsetMinutes: (time: number) => number) {
  return (time: number) => {
    const offset = offsetMinutes(time) * MINUTE;
    const local = time + offset;
    const minutes = FIXED_MINUTES[timeframe];
    let start: number;
    if (minutes) start = Math.floor(local / (minutes * MINUTE)) * minutes * MINUTE;
    else if (timeframe === '1w') {
      const day = Math.floor(local / DAY);
      // 1970-01-01 was a Thursday: weeks start on Monday.
      start = (day - ((day + 3) % 7)) * DAY;
    } else {
      const date = new Date(local);
      start = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
    }
    return start - offset;
  };
}

/**
 * Bars of `timeframe` built from finer ones (open of the first, highest high, lowest low, close of the last,
 * summed volume), each labelled with its start. Intraday bars are grouped in the market's zone; date-labelled
 * bars (daily and longer) by their date.
 */
export function resample(data: Ohlcv, timeframe: Timeframe, base: Timeframe, timeZone: string): Ohlcv {
  const zone = isDateLabelled(base) ? 'UTC' : timeZone;
  // The zone's offset changes at most twice a year: one lookup per hour of data is plenty.
  const offsets = new Map<number, number>();
  const offsetAt = (time: number) => {
    const hour = Math.floor(time / (60 * MINUTE));
    let offset = offsets.get(hour);
    if (offset === undefined) offsets.set(hour, (offset = zone === 'UTC' ? 0 : utcOffsetMinutes(zone, time)));
    return offset;
  };
  const bucket = bucketOf(timeframe, offsetAt);
  const n = data.time.length;
  const out = {
    time: new Float64Array(n),
    open: new Float64Array(n),
    high: new Float64Array(n),
    low: new Float64Array(n),
    close: new Float64Array(n),
    volume: new Float64Array(n),
  };
  let k = -1;
  let current = NaN;
  for (let i = 0; i < n; i++) {
    const start = bucket(data.time[i]);
    if (start !== current) {
      k++;
      current = start;
      out.time[k] = start;
      out.open[k] = data.open[i];
      out.high[k] = data.high[i];
      out.low[k] = data.low[i];
      out.volume[k] = 0;
    }
    if (data.high[i] > out.high[k]) out.high[k] = data.high[i];
    if (data.low[i] < out.low[k]) out.low[k] = data.low[i];
    out.close[k] = data.close[i];
    out.volume[k] += data.volume[i];
  }
  const count = k + 1;
  return {
    time: out.time.slice(0, count),
    open: out.open.slice(0, count),
    high: out.high.slice(0, count),
    low: out.low.slice(0, count),
    close: out.close.slice(0, count),
    volume: out.volume.slice(0, count),
  };
}
