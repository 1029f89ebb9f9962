const UNITS_MS = [86_400_000, 3_600_000, 60_000, 1000, 1] as const;

/** Median spacing of the last 100 timestamps (ms), as backtesting.py infers the bar period. */
export function dataPeriod(time: Float64Array): number {
  const from = Math.max(0, time.length - 100);
  const diffs: number[] = [];
  for (let k = from + 1; k < time.length; k++) diffs.push(time[k] - time[k - 1]);
  if (diffs.length === 0) return NaN;
  diffs.sort((a, b) => a - b);
  const mid = diffs.length >> 1;
  return diffs.length % 2 === 1 ? diffs[mid] : (diffs[mid - 1] + diffs[mid]) / 2;
}

/** The coarsest unit (day, hour, minute, second, ms) the period is a whole multiple of. */
export function periodResolution(period: number): number {
  for (const unit of UNITS_MS) if (period % unit === 0) return unit;
  return 1;
}

/** Rounds a duration up to a whole number of `resolution` ms, as pandas `Timedelta.ceil` does. */
export function ceilDuration(ms: number, resolution: number): number {
  if (ms !== ms) return NaN;
  const ns = Math.trunc(ms * 1e6);
  const unitNs = resolution * 1e6;
  return (Math.ceil(ns / unitNs) * unitNs) / 1e6;
}
