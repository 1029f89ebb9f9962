import type { Ohlcv } from './data/ohlcv.ts';
import { resolveOptions, type BacktestOptions } from './engine/options.ts';
import { runBacktest, type Resume } from './engine/run-backtest.ts';
import type { BacktestResult } from './engine/run-result.ts';
import type { Strategy } from './engine/strategy.ts';
import { assertValidOhlcv } from './engine/validate-data.ts';
import { optimize, type Evaluation, type OptimizePlan, type OptimizeRun } from './optimize/optimize.ts';
import type { StrategyParams } from './strategies/registry.ts';
import { strategyFactory, type StrategyRef } from './strategies/strategy-ref.ts';

/**
 * What a backtest runs: a built-in strategy by id or a rule set (`{ builtIn: 'sma-cross' }`,
 * `{ rules }`), or, for strategies written in code, a function returning a fresh instance for a
 * parameter set.
 */
export type StrategySource = StrategyRef | ((params: StrategyParams) => Strategy);

export interface OptimizedBacktest {
  /** The best parameter set, its objective value and its run; null when no run had a value. */
  best: (Evaluation & { result: BacktestResult }) | null;
  /** Every parameter set tried, in order. */
  evaluations: Evaluation[];
}

/**
 * A strategy over one data set with fixed options, like backtesting.py's `Backtest`: `run(params)`
 * backtests one parameter set, `optimize(plan)` searches the space and returns the best run.
 */
export class Backtest {
  readonly data: Ohlcv;
  readonly options: BacktestOptions;
  readonly #create: (params: StrategyParams) => Strategy;

  /** Throws a RangeError on invalid data or options, a ZodError on an invalid rule set. */
  constructor(data: Ohlcv, strategy: StrategySource, options: BacktestOptions = {}) {
    assertValidOhlcv(data);
    resolveOptions(options);
    this.data = data;
    this.options = options;
    this.#create = typeof strategy === 'function' ? strategy : strategyFactory(strategy);
  }

  /** Runs the strategy with `params` (a built-in's defaults fill what is left out), or resumes a run. */
  run(params: StrategyParams = {}, resume?: Resume): BacktestResult {
    return runBacktest(this.data, this.#create(params), this.options, resume);
  }

  /** Tries the plan's parameter sets in this thread and runs the best once more for its result. */
  optimize(plan: OptimizePlan, run: OptimizeRun = {}): OptimizedBacktest {
    const { best, evaluations } = optimize(this.data, this.#create, plan, this.options, run);
    return { best: best && { ...best, result: this.run(best.params) }, evaluations };
  }
}
