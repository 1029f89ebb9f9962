import type { ParamSet } from '@alvorada/backtest';
import type { Platform } from '../../platform/platform.ts';
import { holdPoint } from '../../platform/jobs/hold-point.ts';
import type { StrategyInput } from './run-compute.ts';
import { EngineError } from './run-in-worker.ts';
import { readRunInput } from './run-input.ts';
import { runRecords } from './run-job.ts';
import { searchChunks } from './search-chunk-schema.ts';
import { setsPool } from './search-sets-pool.ts';
import type { StoredSearch } from './search-plan.ts';
import type { runs } from './schema.ts';

export const SEARCH_CHUNK_JOB = 'trading.search-chunk';

/** A chunk of a running search: these sets, each backtested on bars [from, to) of the run's data. */
export interface SearchChunk {
  runId: number;
  stage: number;
  chunk: number;
  bars: [number, number];
  sets: ParamSet[];
}

export type SearchInput = StrategyInput & { plan: StoredSearch };
type RunRow = typeof runs.$inferSelect;

/** How often a chunk looks whether its run was cancelled. */
const CANCEL_POLL_MS = 300;
/** Runs whose input a process keeps, so that its next chunks of the same search do not read the candles again. */
const INPUTS_KEPT = 2;
const inputs = new Map<number, Promise<SearchInput>>();

/** The run's input, read once per process while its chunks come (the run that spreads them lends its own). */
export function keptInput(run: Pick<RunRow, 'id'>, read: () => Promise<SearchInput>) {
  let input = inputs.get(run.id);
  if (!input) {
    input = read();
    input.catch(() => inputs.delete(run.id));
    inputs.set(run.id, input);
    for (const id of inputs.keys()) if (inputs.size > INPUTS_KEPT) inputs.delete(id);
  }
  return input;
}

/**
 * The chunk job: any process (a worker, or this one without Redis) backtests the chunk's sets on one of its
 * worker threads (search-sets-pool.ts), so its event loop keeps renewing the job's claim, and stores their
 * values in one statement. A
 * chunk whose process died is handed on by the queue and computed again; one computed twice stores once. A
 * cancelled run's chunks stop between backtests; the engine's refusal is stored as the chunk's error. A
 * chunk that fails otherwise is tried again, and after its last try its job's end (no row) fails the run.
 */
export function defineSearchChunkJob(p: Pick<Platform, 'db' | 'queue'>) {
  const { db } = p;
  const store = (chunk: SearchChunk, values: Pick<typeof searchChunks.$inferInsert, 'values' | 'error'>) =>
    db
      .insert(searchChunks)
      .values({ runId: chunk.runId, stage: chunk.stage, chunk: chunk.chunk, ...values })
      .onConflictDoNothing();

  async function compute(chunk: SearchChunk) {
    const run = await runRecords.read(db, chunk.runId);
    if (!run || !runRecords.isRunning(run)) return;
    await holdPoint(SEARCH_CHUNK_JOB, chunk.runId);
    const input = await keptInput(run, async () => (await readRunInput(db, run)) as SearchInput);
    const cancel = new AbortController();
    // One look at a time: on a busy machine, looks that overlap would pile up in the database's line.
    let looking = false;
    const watch = setInterval(() => {
      if (looking) return;
      looking = true;
      void runRecords
        .isCancelled(db, run.id)
        .then(
          (cancelled) => cancelled && cancel.abort(),
          () => undefined,
        )
        .finally(() => (looking = false));
    }, CANCEL_POLL_MS);
    try {
      const { values } = await setsPool.run(
        {
          runId: run.id,
          input: { data: input.data, strategy: input.strategy, options: input.options, search: input.plan },
          runs: chunk.sets.map((params) => ({ params, bars: chunk.bars })),
          want: 'values',
        },
        cancel.signal,
      );
      await store(chunk, { values });
    } catch (error) {
      if (cancel.signal.aborted) return;
      if (error instanceof EngineError) return void (await store(chunk, { error: error.message }));
      throw error;
    } finally {
      clearInterval(watch);
    }
  }

  p.queue.define<SearchChunk>(SEARCH_CHUNK_JOB, compute, {
    attempts: 3,
    backoffMs: 200,
  });
}
