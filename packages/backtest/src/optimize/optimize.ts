import type { Ohlcv } from '../data/ohlcv.ts';
import type { BacktestOptions } from '../engine/options.ts';
import { runBacktest } from '../engine/run-backtest.ts';
import type { Strategy } from '../engine/strategy.ts';
import type { StatName, Stats } from '../stats/stats.ts';
import { listSearch, modelSearch, type Search } from './model-search.ts';
import { gridOf, sampleOf, seededRandom, type ParamSet, type ParamSpace } from './param-space.ts';

/** A statistic, or a function of the statistics, to maximise (or minimise: see `direction`). */
export type Objective = StatName | ((stats: Stats) => number);
export type Direction = 'max' | 'min';

export interface OptimizePlan {
  space: ParamSpace;
  /** Default 'SQN'. */
  maximize?: Objective;
  /** Whether the best is the highest value of the objective (default) or the lowest. */
  direction?: Direction;
  /** Combinations for which this returns false are skipped. */
  constraint?: (params: ParamSet) => boolean;
  /**
   * 'grid' tries every combination; 'random' draws `maxTries` of them; 'model' tries `maxTries` of them
   * chosen one after another by a model of the values seen so far (see model-search.ts). With 'grid',
   * `maxTries` (a count, or a fraction of the grid when below 1) makes it a randomised grid.
   */
  method?: 'grid' | 'random' | 'model';
  maxTries?: number;
  seed?: number;
}

export interface Evaluation {
  params: ParamSet;
  /** The objective; NaN when the run had no value for it. */
  value: number;
}

export interface OptimizeResult {
  best: Evaluation | null;
  evaluations: Evaluation[];
}

/** The combinations a plan's constraint allows. */
export const allowedOf = (plan: Pick<OptimizePlan, 'space' | 'constraint'>): ParamSet[] =>
  gridOf(plan.space).filter((p) => plan.constraint?.(p) ?? true);

const triesOf = (plan: OptimizePlan, grid: number) => {
  const tries = plan.maxTries ?? 100;
  return tries < 1 ? Math.max(1, Math.round(tries * grid)) : tries;
};

/** The parameter sets a grid or random plan tries, in order (a model-based plan chooses them as it goes). */
export function candidates(plan: OptimizePlan & { method?: 'grid' | 'random' }): ParamSet[] {
  const all = allowedOf(plan);
  if ((plan.method ?? 'grid') === 'grid' && plan.maxTries === undefined) return all;
  return sampleOf(all, triesOf(plan, all.length), seededRandom(plan.seed ?? 1));
}

/** The plan's search: the sets it proposes and, for a model-based one, how their values steer it. */
export function searchOf(plan: OptimizePlan): Search {
  if (plan.method !== 'model') return listSearch(candidates({ ...plan, method: plan.method }));
  const all = allowedOf(plan);
  return modelSearch(all, triesOf(plan, all.length), plan.seed ?? 1);
}

/** How many sets the plan evaluates. */
export const evaluationsOf = (plan: OptimizePlan): number => searchOf(plan).total;

export function objectiveValue(stats: Stats, objective: Objective = 'SQN'): number {
  const value = typeof objective === 'function' ? objective(stats) : stats[objective];
  return typeof value === 'number' ? value : NaN;
}

/** A value oriented so that higher is better (NaN stays NaN). */
export const scoreOf = (value: number, direction: Direction = 'max') =>
  direction === 'min' ? -value : value;

/** The best evaluation: highest (or lowest) value, NaN never wins, first one on ties. */
export function bestOf(evaluations: Evaluation[], direction: Direction = 'max'): Evaluation | null {
  let best: Evaluation | null = null;
  for (const e of evaluations)
    if (
      e.value === e.value &&
      (best === null || scoreOf(e.value, direction) > scoreOf(best.value, direction))
    )
      best = e;
  return best;
}

export interface OptimizeRun {
  onProgress?: (done: number, total: number) => void;
  /** Checked between runs; an aborted signal stops the search with what was evaluated. */
  signal?: AbortSignal;
}

/** The plan's objective for one parameter set, backtested on `data`. */
export const evaluate = (
  data: Ohlcv,
  strategy: (params: ParamSet) => Strategy,
  plan: Pick<OptimizePlan, 'maximize'>,
  params: ParamSet,
  options: BacktestOptions = {},
): number => objectiveValue(runBacktest(data, strategy(params), options).stats, plan.maximize);

/** Runs the plan in this thread. (`@alvorada/backtest/node` has the parallel version.) */
export function optimize(
  data: Ohlcv,
  strategy: (params: ParamSet) => Strategy,
  plan: OptimizePlan,
  options: BacktestOptions = {},
  run: OptimizeRun = {},
): OptimizeResult {
  const search = searchOf(plan);
  const evaluations: Evaluation[] = [];
  for (let batch = search.propose(); batch.length > 0; batch = search.propose()) {
    const scores: number[] = [];
    for (const params of batch) {
      if (run.signal?.aborted) return { best: bestOf(evaluations, plan.direction), evaluations };
      const value = evaluate(data, strategy, plan, params, options);
      scores.push(scoreOf(value, plan.direction));
      evaluations.push({ params, value });
      run.onProgress?.(evaluations.length, search.total);
    }
    search.tell(scores);
  }
  return { best: bestOf(evaluations, plan.direction), evaluations };
}
