import { insertMany } from '../../platform/db/insert-many.ts';
import { availableParallelism } from 'node:os';
import { and, eq } from 'drizzle-orm';
import type { JobState, RunKind } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { jobRecords } from '../../platform/jobs/job-records.ts';
import { defineRecordJob, type JobLock } from '../../platform/jobs/record-job.ts';
import { sendJobProgress } from '../../platform/jobs/job-progress.ts';
import type { JobContext } from '../../platform/queue/queue.ts';
import { runs, trades } from './schema.ts';
import { EngineError, runInWorker } from './run-in-worker.ts';
import type { RunInput, RunOutput, TradeOutput } from './run-compute.ts';
import { readRunInput } from './run-input.ts';
import { defineSearchChunkJob } from './search-chunk-job.ts';
import { spreadSearch } from './search-spread.ts';

export const RUN_JOB = 'trading.run';
type RunRow = typeof runs.$inferSelect;

/** The runs as jobs; the lock's space is that of running runs, its second key the run's id. */
export const runRecords = jobRecords(runs, {
  lock: 727_003,
  interrupted: 'run_interrupted',
  started: { progress: 0 },
});

/** How often a running run looks for its cancellation and reports progress. */
const POLL_MS = 300;
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

const tradeRow = (runId: number, t: TradeOutput) => ({ runId, ...t });

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
    result: 'evaluations' in output ? output : 'report' in output ? output.report : null,
    tradeCount: stats?.['# Trades'] ?? null,
    finalEquity: stats?.['Equity Final [$]'] ?? null,
    returnPct: stats?.['Return [%]'] ?? null,
  };
}

/**
 * The job that computes a run: queued → running → done, failed or cancelled. The results and the `done`
 * state are written in one transaction, and a run cancelled meanwhile writes nothing.
 */
export function defineRunJob(p: Pick<Platform, 'db' | 'database' | 'hub' | 'queue' | 'log' | 'jobs'>) {
  const { db } = p;
  p.jobs.register(runRecords.recover);
  defineSearchChunkJob(p);

  // The queue's id, which the request answered with: the run's row may not hold it yet.
  const report = (run: RunRow, job: JobContext, state: JobState, progress: number) =>
    sendJobProgress(p.hub, run.ownerId, { job_id: job.id, kind: `trading.${run.kind}`, progress, state });

  /** A step forward of a running run, recorded and sent; none once the run stopped running. */
  async function advance(run: RunRow, job: JobContext, progress: number) {
    const moved = await db
      .update(runs)
      .set({ progress })
      .where(and(eq(runs.id, run.id), eq(runs.state, 'running')))
      .returning({ id: runs.id });
    if (moved.length) await report(run, job, 'running', progress);
  }

  /**
   * Computes on a worker while watching for a cancellation; null when the run was cancelled. The worker's
   * share done moves the run's progress from `from` to `to`; a lost lock stops it with the signal's reason.
   */
  async function compute(
    run: RunRow,
    job: JobContext,
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
      if (await runRecords.isCancelled(db, run.id)) return abort.abort(new Error('cancelled'));
      if (progress === reported) return;
      reported = progress;
      await advance(run, job, progress);
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

  /** A search spread over chunks when it is large enough (search-spread.ts); undefined otherwise. */
  const spread = (run: RunRow, job: JobContext, input: RunInput, lost: AbortSignal) =>
    'plan' in input && input.plan
      ? spreadSearch(p, {
          id: run.id,
          input: { ...input, plan: input.plan },
          advance: (progress) => advance(run, job, progress),
          isCancelled: () => runRecords.isCancelled(db, run.id),
          lost,
        })
      : undefined;

  async function work(run: RunRow, job: JobContext, lock: JobLock) {
    const phases = PHASES[run.kind];
    const runInput = await readRunInput(db, run);
    if (phases.read > 0) await advance(run, job, phases.read);
    const spreadOutput = await spread(run, job, runInput, lock.lost);
    const output =
      spreadOutput !== undefined
        ? spreadOutput
        : await compute(run, job, runInput, { from: phases.read, to: phases.computed }, lock.lost);
    if (output !== null && phases.computed < 1) await advance(run, job, phases.computed);
    const written =
      output !== null &&
      (await db.transaction(async (tx) => {
        if (!(await runRecords.finish(tx, run.id, { ...results(output), progress: 1 }))) return false;
        if ('trades' in output)
          await insertMany(
            tx,
            trades,
            output.trades.map((t) => tradeRow(run.id, t)),
          );
        await lock.assertHeld();
        return true;
      }));
    return written ? 'done' : 'cancelled';
  }

  defineRecordJob(p, {
    name: RUN_JOB,
    key: 'runId',
    records: runRecords,
    lockLost: 'run_lock_lost',
    announce: report,
    work,
    // Only the engine's own words are shown: any other failure's text may carry a query or a path.
    failure: (error, job) =>
      error instanceof EngineError
        ? { code: 'run_engine_failed', reason: error.message }
        : { code: 'run_failed_internal', reason: job.id },
    concurrency: CONCURRENT_RUNS,
  });
}
