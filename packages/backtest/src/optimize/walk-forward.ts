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

/** The windows' bar ranges for `bars` bars: each test window, preceded by its training window. */
export function walkForwardCuts(bars: number, plan: Omit<WalkForwardPlan, keyof OptimizePlan>) {
  const windows = plan.windows ?? 5;
  const testLength = Math.floor(bars / (windows + (plan.trainRatio ?? 3)));
  const trainLength = bars - windows * testLength;
  if (testLength < 2) throw new RangeError(`${bars} bars are too few for ${windows} walk-forward windows`);
  return Array.from({ length: windows }, (_, w) => {
    const testFrom = trainLength + w * testLength;
    const train: [number, number] = [plan.anchored ? 0 : testFrom - trainLength, testFrom];
    const test: [number, number] = [testFrom, w === windows - 1 ? bars : testFrom + testLength];
    return { train, test };
  });
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
  const cuts = walkForwardCuts(data.close.length, plan);
  const perWindow = evaluationsOf(plan);
  return cuts.map(({ train, test }, w) => {
    const { best } = optimize(sliceOhlcv(data, ...train), strategy, plan, options, {
      signal: run.signal,
      onProgress: (done) => run.onProgress?.(w * perWindow + done, cuts.length * perWindow),
    });
    const testStats =
      best === null ? null : runBacktest(sliceOhlcv(data, ...test), strategy(best.params), options).stats;
    return { train, test, params: best?.params ?? null, trainValue: best?.value ?? NaN, testStats };
  });
}
