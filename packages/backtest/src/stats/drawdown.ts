import { blockEnd } from '../blocks.ts';
import { ceilDuration } from './data-period.ts';

export interface DrawdownSummary {
  /** Highest equity. */
  peak: number;
  max: number;
  /** Mean of the deepest point of every drawdown episode. */
  averagePeak: number;
  maxDuration: number;
  averageDuration: number;
}

/** `1 − equity / running peak` at every bar. */
export function drawdownSeries(equity: Float64Array): Float64Array {
  const drawdown = new Float64Array(equity.length);
  let peak = -Infinity;
  for (let i = 0; i < equity.length; i++) {
    const e = equity[i];
    if (e > peak) peak = e;
    drawdown[i] = 1 - e / peak;
  }
  return drawdown;
}

/** The scan over the equity: the running peak, and drawdown episodes as they close. */
class Episodes {
  peak: number;
  /** Bar of the last value at the peak. */
  previousPeak = 0;
  /** Lowest equity since then. */
  lowest = Infinity;
  max = 0;
  count = 0;
  depthSum = 0;
  durationSum = 0;
  maxDuration = NaN;

  constructor(first: number) {
    this.peak = first;
  }

  /** Bars `from..to−1`. */
  scan(time: Float64Array, equity: Float64Array, from: number, to: number): void {
    let { peak, previousPeak, lowest } = this;
    for (let i = from; i < to; i++) {
      const e = equity[i];
      if (!(e >= peak)) {
        if (e < lowest) lowest = e;
      } else {
        this.close(time, previousPeak, i, peak, lowest);
        peak = e;
        previousPeak = i;
        lowest = Infinity;
      }
    }
    this.peak = peak;
    this.previousPeak = previousPeak;
    this.lowest = lowest;
  }

  /** Closes the span after the peak at `from`, ending at `end`, whose lowest equity is `lowest`. */
  close(time: Float64Array, from: number, end: number, peak: number, lowest: number): void {
    if (lowest === Infinity) return;
    const depth = 1 - lowest / peak;
    if (depth > this.max) this.max = depth;
    if (end > from + 1) {
      const duration = time[end] - time[from];
      this.count++;
      this.depthSum += depth;
      this.durationSum += duration;
      if (!(duration <= this.maxDuration)) this.maxDuration = duration;
    }
  }
}

/**
 * The drawdown statistics of an equity curve starting at a positive value (the initial cash).
 * Episodes are spans between consecutive bars at a new peak (the last bar always closes one) that
 * last more than one bar. A bar is at the peak (drawdown exactly 0) iff its equity is not below the
 * peak, and an episode's deepest drawdown is that of its lowest equity (the rounded `1 − e / peak`
 * is monotonic in `e`), so the loop over the bars only compares.
 */
export function drawdownSummary(
  time: Float64Array,
  equity: Float64Array,
  resolution: number,
): DrawdownSummary {
  const n = equity.length;
  const episodes = new Episodes(equity[0]);
  for (let from = 1, to: number; from < n; from = to) {
    to = blockEnd(from, 1, n);
    episodes.scan(time, equity, from, to);
  }
  const { peak, previousPeak, lowest } = episodes;
  if (previousPeak < n - 1) episodes.close(time, previousPeak, n - 1, peak, lowest);
  if (episodes.count === 0) {
    const averagePeak = nonZeroMean(drawdownSeries(equity));
    return { peak, max: episodes.max, averagePeak, maxDuration: NaN, averageDuration: NaN };
  }
  return {
    peak,
    max: episodes.max,
    averagePeak: episodes.depthSum / episodes.count,
    maxDuration: ceilDuration(episodes.maxDuration, resolution),
    averageDuration: ceilDuration(episodes.durationSum / episodes.count, resolution),
  };
}

function nonZeroMean(values: Float64Array): number {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < values.length; i++) {
    if (values[i] !== 0) {
      sum += values[i];
      count++;
    }
  }
  return sum / count;
}
