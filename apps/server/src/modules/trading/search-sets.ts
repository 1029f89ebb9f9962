import {
  Backtest,
  evaluate,
  runBacktest,
  sliceOhlcv,
  strategyFactory,
  type BacktestResult,
  type Ohlcv,
  type ParamSet,
} from '@alvorada/backtest';
import type { StrategyInput } from './run-compute.ts';
import { enginePlan, type StoredSearch } from './search-plan.ts';

/**
 * Backtests a search spread over chunks has a worker thread run: each parameter set on its bars
 * [from, to); their objective's values (`values`), or their whole statistics (`stats`).
 */
export type SetsInput = Pick<StrategyInput, 'data' | 'strategy' | 'options'> & {
  search: StoredSearch;
  runs: { params: ParamSet; bars: [number, number] }[];
  want: 'values' | 'stats';
};

/** The values or the statistics, in the runs' order, and the engine's time for them all. */
export interface SetsOutput {
  values: number[];
  stats: BacktestResult['stats'][];
  ms: number;
}

/** A run's sets as the pool takes them: the run's input apart from the runs, which a thread keeps. */
export type SetsTask = { runId: number; input: Omit<SetsInput, 'runs' | 'want'> } & Pick<
  SetsInput,
  'runs' | 'want'
>;

/** The message a thread receives: the run's input only when it does not hold it yet. */
export interface SetsMessage extends Pick<SetsInput, 'runs' | 'want'> {
  runId: number;
  input?: SetsTask['input'];
}

/** Runs whose input a thread keeps (the thread and the pool drop the oldest alike). */
export const RUNS_KEPT = 2;

/**
 * Runs a search's chunk, or the backtests of its best sets. The bars are sliced once per range and the data
 * kept as given for the whole range, so the engine's caches work as they do for a search in one thread.
 */
export function computeSets({ data, strategy, options, search, runs, want }: SetsInput): SetsOutput {
  // The data and options are checked as a backtest checks them.
  new Backtest(data, strategy, options);
  const create = strategyFactory(strategy);
  const plan = enginePlan(search);
  const slices = new Map<string, Ohlcv>();
  const sliced = ([from, to]: [number, number]) => {
    if (from === 0 && to === data.time.length) return data;
    const key = `${from}:${to}`;
    if (!slices.has(key)) slices.set(key, sliceOhlcv(data, from, to));
    return slices.get(key)!;
  };
  const start = performance.now();
  const output: SetsOutput = { values: [], stats: [], ms: 0 };
  for (const { params, bars } of runs)
    if (want === 'values') output.values.push(evaluate(sliced(bars), create, plan, params, options));
    else output.stats.push(runBacktest(sliced(bars), create(params), options).stats);
  output.ms = performance.now() - start;
  return output;
}
