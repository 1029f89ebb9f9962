import { availableParallelism } from 'node:os';
import { and, eq } from 'drizzle-orm';
import type { StatName } from '@alvorada/backtest';
import {
  engineOptionsOf,
  WALK_FORWARD_TRAIN_RATIO,
  WALK_FORWARD_WINDOWS,
  type RunKind,
  type RunState,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { Hold, Tx } from '../../platform/db/client.ts';
import { isDatabaseUnavailable, whenDatabaseAnswers } from '../../platform/db/unavailable.ts';
import type { MessageCode } from '../../platform/http/messages.ts';
import { readCandles } from './candle-store.ts';
import { findInstrument } from './instrument-service.ts';
import { runs, trades } from './schema.ts';
import { failRun, finishRun, isCancelled, RUN_LOCK, startRun } from './run-lifecycle.ts';
import { EngineError, runInWorker } from './run-in-worker.ts';
import type { RunInput, RunOutput, TradeOutput } from './run-compute.ts';
import { strategyRef } from './strategy-definition.ts';
import { walkForwardBarsNeeded } from './walk-forward-compute.ts';

export const RUN_JOB = 'trading.run';
type RunRow = typeof runs.$inferSelect;

/** How often a running run looks for its cancellation and reports progress. */
const POLL_MS = 300;
const TRADES_PER_STATEMENT = 1000;
/**
 * Runs one process computes at once: each holds a worker thread and a database connection (its lock), so
 * more would only queue for the CPU and could starve the connection pool. Waiting runs stay `queued`.
 */
const CONCURRENT_RUNS = Math.max(1, availableParallelism() - 1);

/**
 * The progress a run reports once its input is read and once the worker has computed; the worker's own
 * progress (searches) moves between the two, and writing the results takes it to 1. A backtest of a million
 * bars spends about 4 s reading candles, 0.5 s in the engine and 1.7 s writing its trades; a search's time is
 * its many backtests, a Monte Carlo analysis's its draws.
 */
const PHASES: Record<RunKind, { read: number; computed: number }> = {
  backtest: { read: 0.65, computed: 0.73 },
  optimization: { read: 0, computed: 1 },
  walk_forward: { read: 0, computed: 1 },
  monte_carlo: { read: 0, computed: 1 },
};

/** Lets `limit` callers through at a time, the rest in arrival order. */
function gate(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>) => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await work();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

const tradeRow = (runId: number, t: TradeOutput) => ({ runId, ...t });

async function writeTrades(tx: Tx, runId: number, list: TradeOutput[]) {
  for (let i = 0; i < list.length; i += TRADES_PER_STATEMENT)
    await tx.insert(trades).values(list.slice(i, i + TRADES_PER_STATEMENT).map((t) => tradeRow(runId, t)));
}

function results(output: RunOutput) {
  if ('final_equity' in output) return { result: output, tradeCount: output.trade_count };
  // A walk-forward's figures are those of its test windows together; it has no single final equity.
  if ('windows' in output)
    return {
      result: output,
      tradeCount: output.out_of_sample.trades,
      returnPct: output.out_of_sample.return_pct,
    };
  const stats = 'stats' in output ? output.stats : (output.best?.stats ?? null);
  return {
    stats,
    equity: 'equity' in output ? output.equity : null,
    result: 'evaluations' in output ? output : null,
    tradeCount: stats?.['# Trades'] ?? null,
    finalEquity: stats?.['Equity Final [$]'] ?? null,
    returnPct: stats?.['Return [%]'] ?? null,
  };
}

/** A run that cannot start on its data, with the reason. */
type Refusal = { error: MessageCode; reason?: string };

/**
 * The job that computes a run: queued → running → done, failed or cancelled. The run's lock is held while
 * it works (a run left `running` without its lock is one whose process died); the results and the `done`
 * state are written in one transaction, and a run cancelled meanwhile writes nothing.
 */
export function defineRunJob(p: Pick<Platform, 'db' | 'database' | 'hub' | 'queue' | 'log'>) {
  const { db } = p;

  const report = (run: RunRow & { jobId: string }, state: RunState, progress: number) =>
    p.hub.send(run.ownerId, {
      type: 'job_progress',
      job_id: run.jobId,
      kind: `trading.${run.kind}`,
      progress,
      state,
    });

  /** The backtest's trade returns, in trade order, and what to draw. */
  async function monteCarloInput(run: RunRow): Promise<RunInput> {
    const rows = await db
      .select({ r: trades.returnPct })
      .from(trades)
      .where(eq(trades.runId, run.sourceRunId!))
      .orderBy(trades.n);
    return { monteCarlo: { returns: rows.map((row) => row.r), cash: run.settings.cash, draws: run.draws! } };
  }

  async function input(run: RunRow): Promise<RunInput | Refusal> {
    if (run.kind === 'monte_carlo') return monteCarloInput(run);
    const instrument = await findInstrument(db, run.instrumentId);
    const { data } = await readCandles(db, instrument, run.timeframe, { from: run.fromDate, to: run.toDate });
    if (data.time.length < 2) return { error: 'run_no_candles' };
    const walkForward =
      run.kind === 'walk_forward' && run.plan
        ? {
            windows: run.plan.windows ?? WALK_FORWARD_WINDOWS.default,
            trainRatio: run.plan.train_ratio ?? WALK_FORWARD_TRAIN_RATIO.default,
            anchored: run.plan.anchored ?? false,
          }
        : undefined;
    if (walkForward && data.time.length < walkForwardBarsNeeded(walkForward))
      return { error: 'walk_forward_too_few_bars', reason: String(walkForwardBarsNeeded(walkForward)) };
    return {
      data,
      strategy: strategyRef(run.definition),
      options: engineOptionsOf(run.settings, instrument.lotSize),
      params: run.params,
      plan: run.plan
        ? {
            space: run.plan.space,
            maximize: run.plan.maximize as StatName,
            ...(run.plan.sample && {
              method: 'random' as const,
              maxTries: run.plan.sample.tries,
              seed: run.plan.sample.seed,
            }),
          }
        : undefined,
      walkForward,
    };
  }

  /** A step forward of a running run, recorded and sent; none once the run stopped running. */
  async function advance(run: RunRow & { jobId: string }, progress: number) {
    const moved = await db
      .update(runs)
      .set({ progress })
      .where(and(eq(runs.id, run.id), eq(runs.state, 'running')))
      .returning({ id: runs.id });
    if (moved.length) await report(run, 'running', progress);
  }

  /**
   * Computes on a worker while watching for a cancellation; null when the run was cancelled. The worker's
   * share done moves the run's progress from `from` to `to`; a lost lock stops it with the signal's reason.
   */
  async function compute(
    run: RunRow & { jobId: string },
    runInput: RunInput,
    range: { from: number; to: number },
    lost: AbortSignal,
  ) {
    const { from, to } = range;
    const abort = new AbortController();
    let progress = from;
    let reported = from;
    // One look at a time, and the last one over before the caller goes on: no progress after the end.
    let looking = Promise.resolve();
    const look = async () => {
      if (await isCancelled(db, run.id)) return abort.abort(new Error('cancelled'));
      if (progress === reported) return;
      reported = progress;
      await advance(run, progress);
    };
    const watch = setInterval(() => {
      looking = looking
        .then(look)
        .catch((err: unknown) => p.log.warn({ err, run: run.id }, 'run progress not recorded'));
    }, POLL_MS);
    try {
      return await runInWorker(runInput, {
        onProgress: (share) => (progress = from + share * (to - from)),
        signal: AbortSignal.any([abort.signal, lost]),
      });
    } catch (error) {
      if (abort.signal.aborted) return null;
      throw error;
    } finally {
      clearInterval(watch);
      await looking;
    }
  }

  /**
   * The database went away under the run, or with its lock's connection: another instance may now take the
   * run for one whose process died, so this one stops and fails it with the reason, once the database
   * answers again.
   */
  async function abandon(run: RunRow & { jobId: string }) {
    p.log.warn({ run: run.id }, 'run stopped: its database connection was lost');
    await whenDatabaseAnswers(() => failRun(db, run.id, 'run_lock_lost'));
    await report(run, 'failed', 0);
  }

  async function execute(runId: number, jobId: string, lock: Pick<Hold, 'lost' | 'assertHeld'>) {
    const { lost } = lock;
    if (!(await startRun(db, runId))) {
      // The run's lock is ours, so a run still `running` is one whose process died and whose job the queue
      // handed on (BullMQ does with a stalled job): it ends failed, with the reason, rather than never.
      const [left] = await db.select().from(runs).where(eq(runs.id, runId));
      if (left?.state === 'running') {
        await failRun(db, runId, 'run_interrupted');
        await report({ ...left, jobId }, 'failed', 0);
      }
      return;
    }
    const [row] = await db.select().from(runs).where(eq(runs.id, runId));
    // The queue's id, which the request answered with: the run's row may not hold it yet.
    const run = { ...row!, jobId };
    const phases = PHASES[run.kind];
    await report(run, 'running', 0);
    try {
      const runInput = await input(run);
      if ('error' in runInput) {
        await failRun(db, runId, runInput.error, runInput.reason);
        return await report(run, 'failed', 0);
      }
      if (phases.read > 0) await advance(run, phases.read);
      const output = await compute(run, runInput, { from: phases.read, to: phases.computed }, lost);
      if (output !== null && phases.computed < 1) await advance(run, phases.computed);
      const written =
        output !== null &&
        (await db.transaction(async (tx) => {
          if (!(await finishRun(tx, runId, results(output)))) return false;
          if ('trades' in output) await writeTrades(tx, runId, output.trades);
          await lock.assertHeld();
          return true;
        }));
      await report(run, written ? 'done' : 'cancelled', written ? 1 : 0);
    } catch (error) {
      if (lost.aborted || isDatabaseUnavailable(error)) return await abandon(run);
      p.log.warn({ err: error, run: runId, job: run.jobId }, 'run failed');
      // Only the engine's own words are shown: any other failure's text may carry a query or a path.
      if (error instanceof EngineError) await failRun(db, runId, 'run_engine_failed', error.message);
      else await failRun(db, runId, 'run_failed_internal', run.jobId);
      await report(run, 'failed', 0);
    }
  }

  const turn = gate(CONCURRENT_RUNS);
  p.queue.define<{ runId: number }>(
    RUN_JOB,
    ({ runId }, job) =>
      turn(async () => {
        // Held while the run works: a `running` run whose lock nobody holds is one whose process died.
        const lock = await p.database.tryHold(RUN_LOCK, runId);
        if (!lock) return;
        try {
          await execute(runId, job.id, lock);
        } finally {
          await lock.release();
        }
      }),
    // A failed run is a result, not a hiccup: running it again would give the same failure.
    { attempts: 1 },
  );
}
