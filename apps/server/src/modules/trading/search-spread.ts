import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import {
  bestOf,
  scoreOf,
  searchOf,
  walkForwardCuts,
  type Evaluation,
  type OptimizePlan,
  type ParamSet,
} from '@alvorada/backtest';
import { JobRefusal } from '../../platform/jobs/record-job.ts';
import type { Platform } from '../../platform/platform.ts';
import { optimizationOutput, type OptimizationOutput } from './run-compute.ts';
import { EngineError } from './run-in-worker.ts';
import { keptInput, SEARCH_CHUNK_JOB, type SearchChunk, type SearchInput } from './search-chunk-job.ts';
import { searchChunks } from './search-chunk-schema.ts';
import type { SetsInput } from './search-sets.ts';
import { setsPool } from './search-sets-pool.ts';
import { enginePlan } from './search-plan.ts';
import { walkForwardOutput } from './walk-forward-compute.ts';
import type { WalkForwardResult } from '@alvorada/contracts';

/**
 * Estimated engine time under which a search runs in one process: spreading costs a few hundred
 * milliseconds (queueing, a worker thread and the data handed to it per chunk, the merge), which a search
 * of GOOG's daily bars (190 sets in 30 ms) would pay many times over (bench/README.md, "Distributed
 * searches").
 */
const SPREAD_FROM_MS = 2000;
/** Sets backtested on all bars to measure the engine's time per set, after one that warms the engine up. */
const MEASURED_SETS = 3;
/** Engine time a chunk is cut to: its overhead stays a small share of it. */
const CHUNK_MS = 1000;
/**
 * How often a run waiting on its chunks looks without being woken by one's end: the queue's event stream
 * may miss an end (Redis lost it, or it came before this process first listened), and a chunk that failed
 * for good or was lost leaves no row; this look finds it no longer in the queue.
 */
const UNWOKEN_LOOK_MS = 2000;

/**
 * Evaluations per chunk when fixed (`ALVORADA_SEARCH_CHUNK`, for the drills and the bench): every search
 * is then spread, whatever its size, in chunks of that many sets.
 */
const fixedChunk = () => Number(process.env.ALVORADA_SEARCH_CHUNK) || undefined;

export interface SpreadRun {
  id: number;
  input: SearchInput;
  /** Records and sends the share done. */
  advance(progress: number): Promise<void>;
  isCancelled(): Promise<boolean>;
  /** Aborted when the run's lock is lost: the search stops with its reason. */
  lost: AbortSignal;
}

type Bars = [number, number];

/**
 * An optimisation or a walk-forward spread over chunk jobs that any process takes (platform/queue: BullMQ
 * with Redis, this process without), or undefined when the search is too small to gain from it (then it
 * runs in one process, as before); null when the run was cancelled. Each batch the search proposes (a
 * grid or a sample: all its sets; the model-based search: its random draws, then its batches) is cut into
 * chunks of about `CHUNK_MS` of engine time, from the measured time of its first sets (once warm); the chunks' values
 * are merged in the batch's order, so that the search, its best set and its ties come out as in one
 * thread. A walk-forward spreads each window's search in turn. The run waits on its chunks' ends as the
 * queue tells them; a chunk that failed for good (its tries used up, or BullMQ gave it up after it stalled
 * too often) or vanished from the queue fails the run with its reason, instead of leaving it waiting.
 */
export async function spreadSearch(
  p: Pick<Platform, 'db' | 'queue' | 'log'>,
  run: SpreadRun,
): Promise<OptimizationOutput | WalkForwardResult | null | undefined> {
  const { db } = p;
  const { data, strategy, options, walkForward } = run.input;
  const plan = enginePlan(run.input.plan);
  const bars = data.time.length;
  const all: Bars = [0, bars];
  const cuts = walkForward ? walkForwardCuts(bars, walkForward) : [{ train: all, test: all }];
  const perSearch = searchOf(plan).total;
  const total = cuts.length * perSearch;
  const [warmUp, ...measured] = searchOf(plan)
    .propose()
    .slice(0, MEASURED_SETS + 1);
  if (!warmUp) return undefined;

  void keptInput(run, () => Promise.resolve(run.input));
  const sets = (runs: SetsInput['runs'], want: SetsInput['want']) =>
    setsPool.run(
      { runId: run.id, input: { data, strategy, options, search: run.input.plan }, runs, want },
      run.lost,
    );
  // The first backtest of a thread runs before the engine's code is optimised: timed, it made chunks tiny.
  await sets([{ params: warmUp, bars: all }], 'values');
  const timed = measured.length ? measured : [warmUp];
  const { ms } = await sets(
    timed.map((params) => ({ params, bars: all })),
    'values',
  );
  const msPerSet = ([from, to]: Bars) => (ms * (to - from)) / bars / timed.length;
  const estimate = cuts.reduce((sum, cut) => sum + msPerSet(cut.train) * perSearch, 0);
  if (!fixedChunk() && estimate < SPREAD_FROM_MS) return undefined;

  let stage = 0;
  let done = 0;
  let reported = 0;
  const report = async (now: number) => {
    if (now === reported) return;
    reported = now;
    await run.advance(now / total);
  };

  /** The values of these sets on these bars, chunk by chunk in order; null once the run is cancelled. */
  async function spread(batch: ParamSet[], range: Bars): Promise<number[] | null> {
    const size = fixedChunk() ?? Math.max(1, Math.floor(CHUNK_MS / msPerSet(range)));
    const chunks: SearchChunk[] = [];
    for (let at = 0; at < batch.length; at += size)
      chunks.push({
        runId: run.id,
        stage,
        chunk: chunks.length,
        bars: range,
        sets: batch.slice(at, at + size),
      });
    stage++;
    const queued = new Map<string, number>();
    /** The chunks whose job ended (completed, or failed for good), whether or not this process heard it. */
    const ended = new Set<number>();
    let wake = () => undefined as void;
    const stopListening = await p.queue.onEnded(SEARCH_CHUNK_JOB, ({ id, failed }) => {
      const chunk = queued.get(id);
      if (chunk === undefined) return;
      if (failed !== null)
        p.log.warn({ run: run.id, job: id, reason: failed }, 'search chunk failed for good');
      ended.add(chunk);
      wake();
    });
    const ofStage = and(eq(searchChunks.runId, run.id), eq(searchChunks.stage, chunks[0]!.stage));
    try {
      for (const chunk of chunks) queued.set(await p.queue.add(SEARCH_CHUNK_JOB, chunk), chunk.chunk);
      for (;;) {
        // Set before the reads: an end that comes during them wakes the wait that follows.
        const woken = new Promise<void>((resolve) => (wake = resolve));
        run.lost.throwIfAborted();
        if (await run.isCancelled()) return null;
        // Counted while they come in: the rows themselves are read once, when all are there or one was refused.
        const [tally] = await db
          .select({
            stored: count(),
            refused: sql<number>`count(*) filter (where ${searchChunks.error} is not null)`.mapWith(Number),
            sets: sql<number>`coalesce(sum(cardinality(${searchChunks.values})), 0)`.mapWith(Number),
          })
          .from(searchChunks)
          .where(ofStage);
        await report(done + tally!.sets);
        if (tally!.refused > 0 || tally!.stored === chunks.length) break;
        // A chunk stores its row before its job ends: more ends than rows means one ended without its row.
        if (ended.size > tally!.stored) {
          const lost = await endedWithoutRow(ofStage, queued, ended);
          if (lost) throw new JobRefusal('run_chunk_failed', lost);
        }
        const unwoken = await Promise.race([
          woken.then(() => false),
          sleep(UNWOKEN_LOOK_MS, true, { signal: run.lost }),
        ]);
        if (!unwoken) continue;
        const live = await p.queue.live(SEARCH_CHUNK_JOB);
        for (const [id, chunk] of queued) if (!live.has(id)) ended.add(chunk);
      }
    } finally {
      stopListening();
    }
    const rows = await db.select().from(searchChunks).where(ofStage).orderBy(asc(searchChunks.chunk));
    const refused = rows.find((row) => row.error !== null);
    if (refused) throw new EngineError(refused.error!);
    done += batch.length;
    return rows.flatMap((row) => row.values!);
  }

  /** The queue's id of a chunk whose job ended without storing its row, if any. */
  async function endedWithoutRow(ofStage: SQL | undefined, queued: Map<string, number>, ended: Set<number>) {
    const stored = new Set(
      (await db.select({ chunk: searchChunks.chunk }).from(searchChunks).where(ofStage)).map(
        (row) => row.chunk,
      ),
    );
    return [...queued].find(([, chunk]) => ended.has(chunk) && !stored.has(chunk))?.[0];
  }

  /** The search on these bars, as `optimize` runs it in one thread; null once the run is cancelled. */
  async function search(range: Bars, searchPlan: OptimizePlan) {
    const proposing = searchOf(searchPlan);
    const evaluations: Evaluation[] = [];
    for (let batch = proposing.propose(); batch.length > 0; batch = proposing.propose()) {
      const values = await spread(batch, range);
      if (!values) return null;
      proposing.tell(values.map((value) => scoreOf(value, searchPlan.direction)));
      batch.forEach((params, k) => evaluations.push({ params, value: values[k]! }));
    }
    return { best: bestOf(evaluations, searchPlan.direction), evaluations };
  }

  try {
    const found = [];
    for (const cut of cuts) {
      const result = await search(cut.train, plan);
      if (!result) return null;
      found.push({ ...cut, ...result });
    }
    // The best sets' backtests, for their statistics: on all bars, or on each window's test bars.
    const tested = found.flatMap((f) => (f.best ? [{ params: f.best.params, bars: f.test }] : []));
    const { stats } = await sets(tested, 'stats');
    if (!walkForward) return optimizationOutput(found[0]!.best, found[0]!.evaluations, stats[0]);
    let k = 0;
    return walkForwardOutput(
      data,
      found.map(({ train, test, best }) => ({
        train,
        test,
        params: best?.params ?? null,
        trainValue: best?.value ?? NaN,
        testStats: best ? stats[k++]! : null,
      })),
    );
  } finally {
    await db.delete(searchChunks).where(eq(searchChunks.runId, run.id));
  }
}
