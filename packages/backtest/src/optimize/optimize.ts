import type { Ohlcv } from '../data/ohlcv.ts';
import type { BacktestOptions } from '../engine/options.ts';
import { runBacktest } from '../engine/run-backtest.ts';
import type { Strategy } from '../engine/strategy.ts';
import type { StatName, Stats } from '../stats/stats.ts';
import { gridOf, sampleOf, seededRandom, type ParamSet, type ParamSpace } from './param-space.ts';

/** A statistic to maximise, or a function of the statistics (higher is better). */
export type Objective = StatName | ((stats: Stats) => number);

export interface OptimizePlan {
  space: ParamSpace;
  /** Default 'SQN'. */
  maximize?: Objective;
  /** Combinations for which this returns false are skipped. */
  constraint?: (params: ParamSet) => boolean;
  /**
   * 'grid' tries every combination; 'random' draws `maxTries` of them. With 'grid', `maxTries`
   * (a count, or a fraction of the grid when below 1) makes it a randomised grid.
   */
  method?: 'grid' | 'random';
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

/** The parameter sets a plan tries, in order. */
export function candidates(plan: OptimizePlan): ParamSet[] {
  const all = gridOf(plan.space).filter((p) => plan.constraint?.(p) ?? true);
  const method = plan.method ?? 'grid';
  if (method === 'grid' && plan.maxTries === undefined) return all;
  const tries = plan.maxTries ?? 100;
  const count = tries < 1 ? Math.max(1, Math.round(tries * all.length)) : tries;
  return sampleOf(all, count, seededRandom(plan.seed ?? 1));
}

export function objectiveValue(stats: Stats, objective: Objective = 'SQN'): number {
  const value = typeof objective === 'function' ? objective(stats) : stats[objective];
  return typeof value === 'number' ? value : NaN;
}

/** The best evaluation: highest value, NaN never wins, first one on ties. */
export function bestOf(evaluations: Evaluation[]): Evaluation | null {
  let best: Evaluation | null = null;
  for (const e of evaluations) if (e.value === e.value && (best === null || e.value > best.value)) best = e;
  return best;
}

export interface OptimizeRun {
  onProgress?: (done: number, total: number) => void;
  /** Checked between runs; an aborted signal stops the search with what was evaluated. */
  signal?: AbortSignal;
}

/** Runs the plan in this thread. (`@alvorada/backtest/node` has the parallel version.) */
export function optimize(
  data: Ohlcv,
  strategy: (params: ParamSet) => Strategy,
  plan: OptimizePlan,
  options: BacktestOptions = {},
  run: OptimizeRun = {},
): OptimizeResult {
  const combos = candidates(plan);
  const evaluations: Evaluation[] = [];
  for (const params of combos) {
    if (run.signal?.aborted) break;
    const { stats } = runBacktest(data, strategy(params), options);
    evaluations.push({ params, value: objectiveValue(stats, plan.maximize) });
    run.onProgress?.(evaluations.length, combos.length);
  }
  return { best: bestOf(evaluations), evaluations };
}
