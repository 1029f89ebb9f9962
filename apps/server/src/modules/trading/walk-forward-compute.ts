import {
  Backtest,
  strategyFactory,
  walkForward,
  type Ohlcv,
  type StatName,
  type WalkForwardWindow as EngineWindow,
} from '@alvorada/backtest';
import { WALK_FORWARD_STATS, type WalkForwardResult, type WalkForwardWindow } from '@alvorada/contracts';
import type { StrategyInput } from './run-compute.ts';
import { enginePlan } from './search-plan.ts';

/** How a walk-forward cuts the data (present in a run's input for a walk-forward only). */
export interface WalkForwardCut {
  windows: number;
  trainRatio: number;
  anchored: boolean;
}

/**
 * Bars a walk-forward needs at least: the engine makes each test window `bars / (windows + ratio)` bars
 * long, and a window needs two.
 */
export const walkForwardBarsNeeded = ({ windows, trainRatio }: WalkForwardCut) =>
  Math.ceil(2 * (windows + trainRatio));

/** The contracts' names, checked against the engine's statistics. */
const TEST_STATS: readonly StatName[] = WALK_FORWARD_STATS;

const finite = (value: number | undefined) => (value !== undefined && Number.isFinite(value) ? value : null);

const barRange = (data: Ohlcv, [first, end]: [number, number]) => ({
  from: data.time[first]!,
  to: data.time[end - 1]!,
  first_bar: first,
  last_bar: end - 1,
});

/** The test windows' returns compounded, in percent, and their trades. */
function outOfSample(windows: WalkForwardWindow[]) {
  const tested = windows.flatMap((w) => (w.test_stats ? [w.test_stats] : []));
  const growth = tested.reduce((g, stats) => g * (1 + (stats['Return [%]'] ?? 0) / 100), 1);
  return {
    return_pct: (growth - 1) * 100,
    trades: tested.reduce((n, stats) => n + (stats['# Trades'] ?? 0), 0),
  };
}

/**
 * The engine's walk-forward with the strategy and options an optimisation of the same request would use;
 * `onProgress` hears the share of all windows' evaluations done.
 */
export function computeWalkForward(
  input: StrategyInput & { walkForward: WalkForwardCut; plan: NonNullable<StrategyInput['plan']> },
  onProgress: (share: number) => void,
): WalkForwardResult {
  // The data and options are checked as a backtest checks them, before any search.
  new Backtest(input.data, input.strategy, input.options);
  const found = walkForward(
    input.data,
    strategyFactory(input.strategy),
    { ...enginePlan(input.plan), ...input.walkForward },
    input.options,
    { onProgress: (done, total) => onProgress(done / total) },
  );
  return walkForwardOutput(input.data, found);
}

/** The engine's windows as the API states them, with the figures of their test windows together. */
export function walkForwardOutput(data: Ohlcv, found: EngineWindow[]): WalkForwardResult {
  const windows = found.map((w) => ({
    train: barRange(data, w.train),
    test: barRange(data, w.test),
    params: w.params,
    train_value: finite(w.trainValue),
    test_stats:
      w.testStats &&
      (Object.fromEntries(
        TEST_STATS.map((name) => [name, finite(w.testStats![name] as number)]),
      ) as WalkForwardWindow['test_stats']),
  }));
  return { windows, out_of_sample: outOfSample(windows) };
}
