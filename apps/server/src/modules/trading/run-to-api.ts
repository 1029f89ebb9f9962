import {
  runSettingsSchema,
  WALK_FORWARD_TRAIN_RATIO,
  WALK_FORWARD_WINDOWS,
  type Backtest,
  type Locale,
  type MonteCarloRun,
  type Optimization,
  type Run,
  type TradeRow,
  type WalkForward,
} from '@alvorada/contracts';
import { translate, type MessageCode } from '../../platform/http/messages.ts';
import type { runs, trades } from './schema.ts';
import { searchToApi } from './search-plan.ts';

/** A run as the list and the result routes read it: its row and its instrument's symbol. */
export type Row = { run: typeof runs.$inferSelect; symbol: string };

/** Runs as the API answers them, errors translated for the reader. */
export function runToApi({ run, symbol }: Row, locale: Locale): Run {
  return {
    id: run.id,
    kind: run.kind,
    state: run.state,
    progress: run.progress,
    error: run.error ? translate(run.error as MessageCode, locale, { reason: run.errorReason ?? '' }) : null,
    job_id: run.jobId,
    owner_id: run.ownerId,
    instrument_id: run.instrumentId,
    symbol,
    timeframe: run.timeframe,
    from: run.fromDate,
    to: run.toDate,
    strategy_id: run.strategyId,
    strategy_version_id: run.strategyVersionId,
    strategy_name: run.strategyName,
    strategy_version: run.strategyVersion,
    params: run.params,
    settings: runSettingsSchema.parse(run.settings),
    trade_count: run.tradeCount,
    final_equity: run.finalEquity,
    return_pct: run.returnPct,
    created_at: run.createdAt.toISOString(),
    started_at: run.startedAt?.toISOString() ?? null,
    finished_at: run.finishedAt?.toISOString() ?? null,
  };
}

export const backtestToApi = (row: Row, locale: Locale): Backtest => ({
  ...runToApi(row, locale),
  stats: row.run.stats,
  equity: row.run.equity,
  bankrupt_at: bankruptAt(row.run.equity),
  report: row.run.result && 'drawdowns' in row.run.result ? row.run.result : null,
});

/**
 * When the equity first reached zero: the engine then closes everything and the account stays at zero. A
 * shortened curve keeps each stretch's lowest point, so it keeps that bar too.
 */
function bankruptAt(curve: Row['run']['equity']) {
  const bar = curve?.equity.findIndex((value) => value <= 0) ?? -1;
  return bar < 0 ? null : curve!.time[bar]!;
}

/** What a search covered: the parameters' values, the constraint, the objective and the sample. */
const searchOf = ({ run }: Row) => searchToApi(run.plan);

export function optimizationToApi(row: Row, locale: Locale): Optimization {
  const result = row.run.result && 'evaluations' in row.run.result ? row.run.result : null;
  return {
    ...runToApi(row, locale),
    ...searchOf(row),
    best: result?.best ?? null,
    evaluations: result?.evaluations ?? [],
  };
}

export function walkForwardToApi(row: Row, locale: Locale): WalkForward {
  const { plan, result } = row.run;
  return {
    ...runToApi(row, locale),
    ...searchOf(row),
    windows: plan?.windows ?? WALK_FORWARD_WINDOWS.default,
    train_ratio: plan?.train_ratio ?? WALK_FORWARD_TRAIN_RATIO.default,
    anchored: plan?.anchored ?? false,
    result: result && 'windows' in result ? result : null,
  };
}

export function monteCarloToApi(row: Row, locale: Locale): MonteCarloRun {
  const { sourceRunId, draws, result } = row.run;
  return {
    ...runToApi(row, locale),
    backtest_id: sourceRunId!,
    ...draws!,
    result: result && 'final_equity' in result ? result : null,
  };
}

export const tradeToApi = (t: Omit<typeof trades.$inferSelect, 'runId'>): TradeRow => ({
  n: t.n,
  size: t.size,
  entry_bar: t.entryBar,
  exit_bar: t.exitBar,
  entry_time: t.entryTime,
  exit_time: t.exitTime,
  entry_price: t.entryPrice,
  exit_price: t.exitPrice,
  sl: t.sl,
  tp: t.tp,
  pnl: t.pnl,
  commission: t.commission,
  return_pct: t.returnPct,
  duration: t.duration,
  tag: t.tag,
});
