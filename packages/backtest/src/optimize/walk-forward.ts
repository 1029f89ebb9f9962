import type { Ohlcv } from '../data/ohlcv.ts';
import type { BacktestOptions } from '../engine/options.ts';
import { runBacktest } from '../engine/run-backtest.ts';
import type { Strategy } from '../engine/strategy.ts';
import type { Stats } from '../stats/stats.ts';
import { evaluationsOf, optimize, type OptimizePlan, type OptimizeRun } from './optimize.ts';
import type { ParamSet } from './param-space.ts';
import { sliceOhlcv } from './slice-ohlcv.ts';

export interface WalkForwardWindow {
  /** Bar range optimised on: [from, to). */
  train: [number, number];
  /** Bar range then traded with the best parameters: [from, to). */
  test: [number, number];
  params: ParamSet | null;
  trainValue: number;
  testStats: Stats | null;
}

export interface WalkForwardPlan extends OptimizePlan {
  /** Number of out-of-sample windows. Default 5. */
  windows?: number;
  /** In-sample bars per out-of-sample bar. Default 3. */
  trainRatio?: number;
  /** Rolling (fixed-length) or anchored (growing from bar 0) training windows. Default rolling. */
  anchored?: boolean;
}

/**
 * Walk-forward analysis: the data is cut into consecutive test windows, each preceded by a training
 * window; parameters optimised on the training bars are then run, unseen, on the test bars. `run` hears
 * the progress of the searches (evaluations done of all the windows' evaluations) and can stop them.
 */
export function walkForward(
  data: Ohlcv,
  strategy: (params: ParamSet) => Strategy,
  plan: WalkForwardPlan,
  options: BacktestOptions = {},
  run: OptimizeRun = {},
): WalkForwardWindow[] {
  const n = data.close.length;
  const windows = plan.windows ?? 5;
  const ratio = plan.trainRatio ?? 3;
  const testLength = Math.floor(n / (windows + ratio));
  const trainLength = n - windows * testLength;
  if (testLength < 2) throw new RangeError(`${n} bars are too few for ${windows} walk-forward windows`);
  const perWindow = evaluationsOf(plan);
  const out: WalkForwardWindow[] = [];
  for (let w = 0; w < windows; w++) {
    const testFrom = trainLength + w * testLength;
    const train: [number, number] = [plan.anchored ? 0 : testFrom - trainLength, testFrom];
    const test: [number, number] = [testFrom, w === windows - 1 ? n : testFrom + testLength];
    const { best } = optimize(sliceOhlcv(data, ...train), strategy, plan, options, {
      signal: run.signal,
      onProgress: (done) => run.onProgress?.(w * perWindow + done, windows * perWindow),
    });
    const testStats =
      best === null ? null : runBacktest(sliceOhlcv(data, ...test), strategy(best.params), options).stats;
    out.push({ train, test, params: best?.params ?? null, trainValue: best?.value ?? NaN, testStats });
  }
  return out;
}
