import { eq } from 'drizzle-orm';
import { engineOptionsOf, WALK_FORWARD_TRAIN_RATIO, WALK_FORWARD_WINDOWS } from '@alvorada/contracts';
import type { Executor } from '../../platform/db/client.ts';
import { JobRefusal } from '../../platform/jobs/record-job.ts';
import { readCandles } from './candle-store.ts';
import { findInstrument } from './instrument-store.ts';
import type { RunInput } from './run-compute.ts';
import { runs, trades } from './schema.ts';
import { strategyRef } from './strategy-definition.ts';
import { walkForwardBarsNeeded } from './walk-forward-compute.ts';

type RunRow = typeof runs.$inferSelect;

/** The backtest's trade returns, in trade order, and what to draw. */
async function monteCarloInput(db: Executor, run: RunRow): Promise<RunInput> {
  const rows = await db
    .select({ r: trades.returnPct })
    .from(trades)
    .where(eq(trades.runId, run.sourceRunId!))
    .orderBy(trades.n);
  return { monteCarlo: { returns: rows.map((row) => row.r), cash: run.settings.cash, draws: run.draws! } };
}

/** What a worker computes a run on; a run that cannot start on its data is refused with the reason. */
export async function readRunInput(db: Executor, run: RunRow): Promise<RunInput> {
  if (run.kind === 'monte_carlo') return monteCarloInput(db, run);
  const instrument = await findInstrument(db, run.instrumentId);
  const { data } = await readCandles(db, instrument, run.timeframe, { from: run.fromDate, to: run.toDate });
  if (data.time.length < 2) throw new JobRefusal('run_no_candles');
  const walkForward =
    run.kind === 'walk_forward' && run.plan
      ? {
          windows: run.plan.windows ?? WALK_FORWARD_WINDOWS.default,
          trainRatio: run.plan.train_ratio ?? WALK_FORWARD_TRAIN_RATIO.default,
          anchored: run.plan.anchored ?? false,
        }
      : undefined;
  if (walkForward && data.time.length < walkForwardBarsNeeded(walkForward))
    throw new JobRefusal('walk_forward_too_few_bars', String(walkForwardBarsNeeded(walkForward)));
  return {
    data,
    strategy: strategyRef(run.definition),
    options: engineOptionsOf(run.settings, instrument.lotSize, instrument.tickSize),
    params: run.params,
    plan: run.plan ?? undefined,
    walkForward,
  };
}
