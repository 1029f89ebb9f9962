import { ceilDuration } from './data-period.ts';

export interface DrawdownSummary {
  /** `1 − equity / running peak` at every bar. */
  drawdown: Float64Array;
  /** Highest equity. */
  peak: number;
  max: number;
  /** Mean of the deepest point of every drawdown episode. */
  averagePeak: number;
  maxDuration: number;
  averageDuration: number;
}

/**
 * Drawdown series and its episodes: spans between consecutive bars at a new peak (the last bar
 * always closes one) that last more than one bar.
 */
export function drawdownSummary(
  time: Float64Array,
  equity: Float64Array,
  resolution: number,
): DrawdownSummary {
  const n = equity.length;
  const drawdown = new Float64Array(n);
  let peak = -Infinity;
  let max = 0;
  let previousZero = -1;
  let episodeDepth = 0;
  let episodes = 0;
  let depthSum = 0;
  let durationSum = 0;
  let maxDuration = NaN;
  let nonZeroSum = 0;
  let nonZeroCount = 0;
  for (let i = 0; i < n; i++) {
    const e = equity[i];
    if (e > peak) peak = e;
    const dd = 1 - e / peak;
    drawdown[i] = dd;
    if (dd > max) max = dd;
    if (dd !== 0) {
      nonZeroSum += dd;
      nonZeroCount++;
    }
    if (dd > episodeDepth) episodeDepth = dd;
    if (dd === 0 || i === n - 1) {
      if (previousZero >= 0 && i > previousZero + 1) {
        const duration = time[i] - time[previousZero];
        episodes++;
        depthSum += episodeDepth;
        durationSum += duration;
        if (!(duration <= maxDuration)) maxDuration = duration;
      }
      previousZero = i;
      episodeDepth = dd;
    }
  }
  if (episodes === 0) {
    return {
      drawdown,
      peak,
      max,
      averagePeak: nonZeroSum / nonZeroCount,
      maxDuration: NaN,
      averageDuration: NaN,
    };
  }
  return {
    drawdown,
    peak,
    max,
    averagePeak: depthSum / episodes,
    maxDuration: ceilDuration(maxDuration, resolution),
    averageDuration: ceilDuration(durationSum / episodes, resolution),
  };
}
