import {
  Backtest,
  type BacktestOptions,
  type BacktestResult,
  type Evaluation,
  type Ohlcv,
  type StrategyRef,
} from '@alvorada/backtest';
import type { BacktestReport, MonteCarlo, MonteCarloRequest, WalkForwardResult } from '@alvorada/contracts';
import { monteCarloSummary } from './monte-carlo-summary.ts';
import { enginePlan, type StoredSearch } from './search-plan.ts';
import { reportOutput } from './run-report.ts';
import { computeWalkForward, type WalkForwardCut } from './walk-forward-compute.ts';

/**
 * What a worker computes: a backtest of one parameter set, a grid search, a walk-forward of that search, or
 * a Monte Carlo analysis of a backtest's trades. Plain data, to cross threads.
 */
export type RunInput = StrategyInput | MonteCarloInput;

export interface StrategyInput {
  data: Ohlcv;
  strategy: StrategyRef;
  options: BacktestOptions;
  params: Record<string, number>;
  /** Present for an optimisation and a walk-forward. */
  plan?: StoredSearch;
  /** Present for a walk-forward. */
  walkForward?: WalkForwardCut;
}

interface MonteCarloInput {
  /** The backtest's trade returns (fractions, in trade order), its starting cash, and what to draw. */
  monteCarlo: { returns: number[]; cash: number; draws: MonteCarloRequest };
}

export interface TradeOutput {
  n: number;
  size: number;
  entryBar: number;
  exitBar: number;
  entryTime: number;
  exitTime: number;
  entryPrice: number;
  exitPrice: number;
  sl: number | null;
  tp: number | null;
  pnl: number;
  commission: number;
  returnPct: number;
  duration: number;
  tag: string | null;
}

export type StatsOutput = Record<string, number | null>;

export interface BacktestOutput {
  stats: StatsOutput;
  equity: { time: number[]; equity: number[] };
  trades: TradeOutput[];
  report: BacktestReport;
}

export interface OptimizationOutput {
  best: { params: Record<string, number>; value: number; stats: StatsOutput } | null;
  evaluations: { params: Record<string, number>; value: number | null }[];
}

export type RunOutput = BacktestOutput | OptimizationOutput | WalkForwardResult | MonteCarlo;

/** Points an equity curve keeps at most. */
export const EQUITY_POINTS = 4000;
/** Parameter sets an optimisation tries at most. */
export const MAX_COMBINATIONS = 5000;

const finite = (value: number) => (Number.isFinite(value) ? value : null);

/** backtesting.py's statistics, NaN and infinities as null (JSON has neither). */
export const statsOutput = (stats: BacktestResult['stats']): StatsOutput =>
  Object.fromEntries(Object.entries(stats).map(([name, value]) => [name, finite(value as number)]));

/**
 * The curve itself when short; otherwise each stretch's lowest and highest point in time order, so the
 * drawdowns a chart shows stay where they were.
 */
export function compactEquity(time: Float64Array, equity: Float64Array) {
  const n = equity.length;
  if (n <= EQUITY_POINTS) return { time: Array.from(time), equity: Array.from(equity) };
  const out = { time: [] as number[], equity: [] as number[] };
  const stretch = Math.ceil(n / (EQUITY_POINTS / 2));
  for (let start = 0; start < n; start += stretch) {
    let low = start;
    let high = start;
    for (let i = start; i < Math.min(n, start + stretch); i++) {
      if (equity[i]! < equity[low]!) low = i;
      if (equity[i]! > equity[high]!) high = i;
    }
    for (const i of low === high ? [low] : [Math.min(low, high), Math.max(low, high)]) {
      out.time.push(time[i]!);
      out.equity.push(equity[i]!);
    }
  }
  return out;
}

export function tradesOutput(data: Ohlcv, result: BacktestResult): TradeOutput[] {
  const t = result.trades;
  return Array.from({ length: t.count }, (_, i) => {
    const entryTime = data.time[t.EntryBar[i]!]!;
    const exitTime = data.time[t.ExitBar[i]!]!;
    return {
      n: i + 1,
      size: t.Size[i]!,
      entryBar: t.EntryBar[i]!,
      exitBar: t.ExitBar[i]!,
      entryTime,
      exitTime,
      entryPrice: t.EntryPrice[i]!,
      exitPrice: t.ExitPrice[i]!,
      sl: finite(t.SL[i]!),
      tp: finite(t.TP[i]!),
      pnl: t.PnL[i]!,
      commission: t.Commission[i]!,
      returnPct: t.ReturnPct[i]!,
      duration: exitTime - entryTime,
      tag: t.Tag[i] ?? null,
    };
  });
}

/** An optimisation's result as the API states it, its best set's statistics those of its full backtest. */
export const optimizationOutput = (
  best: Evaluation | null,
  evaluations: Evaluation[],
  bestStats: BacktestResult['stats'] | undefined,
): OptimizationOutput => ({
  best: best && { params: best.params, value: best.value, stats: statsOutput(bestStats!) },
  evaluations: evaluations.map((e) => ({ params: e.params, value: finite(e.value) })),
});

/**
 * Runs the backtest, the search, the walk-forward or the Monte Carlo analysis; `onProgress` hears the share
 * done (searches only).
 */
export function computeRun(
  input: RunInput,
  onProgress: (share: number) => void = () => undefined,
): RunOutput {
  if ('monteCarlo' in input) {
    const { returns, draws, cash } = input.monteCarlo;
    return monteCarloSummary(returns, draws, cash);
  }
  if (input.walkForward && input.plan)
    return computeWalkForward({ ...input, walkForward: input.walkForward, plan: input.plan }, onProgress);
  const backtest = new Backtest(input.data, input.strategy, input.options);
  if (!input.plan) {
    const result = backtest.run(input.params);
    return {
      stats: statsOutput(result.stats),
      equity: compactEquity(input.data.time, result.equity),
      trades: tradesOutput(input.data, result),
      report: reportOutput(input.data, result),
    };
  }
  const { best, evaluations } = backtest.optimize(enginePlan(input.plan), {
    onProgress: (done, total) => onProgress(done / total),
  });
  return optimizationOutput(best, evaluations, best?.result.stats);
}
