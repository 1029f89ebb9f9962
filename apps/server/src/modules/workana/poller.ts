import { and, eq, inArray, lte, ne, notExists, sql } from 'drizzle-orm';
import { isJobFinished, WORKANA_POLL_JOB_KIND, type WorkanaRunError } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { defineRecordJob, JobRefusal, type JobLock } from '../../platform/jobs/record-job.ts';
import { SourceBlocked, type JobSource } from './job-source.ts';
import { FetchFailed } from '../../platform/http/guarded-fetch.ts';
import { AddressNotAllowed } from '../../platform/http/outside-address.ts';
import { backoffMs, jittered } from '../../platform/jobs/poll-schedule.ts';
import { storeJobs, type JobRow } from './job-store.ts';
import { pollRuns, type RunRow } from './run-records.ts';
import { feedSource, fixtureSource, workanaListingSource } from './sources.ts';
import { workanaRuns, workanaSources } from './schema.ts';

type SourceRow = typeof workanaSources.$inferSelect;

export const POLL_JOB = WORKANA_POLL_JOB_KIND;
/** A page more than this is not read in one run: the next run picks up from the top again. */
export const MAX_PAGES = 5;

function sourceFor(row: SourceRow, allowedHosts: readonly string[]): JobSource | null {
  if (row.kind === 'fixture') return fixtureSource(row.settings.round ?? 0);
  if (!row.url) return null;
  if (row.kind === 'workana') return workanaListingSource(row.url, allowedHosts);
  if (row.kind === 'rss') return feedSource(row.url, allowedHosts);
  return null;
}

/** Why a source could not be read, as a message code (see FetchFailed); anything unforeseen is `failed`. */
function failureCode(err: unknown) {
  if (err instanceof FetchFailed || err instanceof AddressNotAllowed) return err.message;
  return 'failed';
}

interface PagesRead {
  pages: number;
  newJobs: number;
  duplicates: number;
}

export interface RunOutcome {
  runId: number;
  fresh: JobRow[];
}

/**
 * Polls sources, each poll a run in the one job lifecycle: queued (one run per source queued or running,
 * across instances), then running with its lock held. It reads pages until one holds only jobs already seen
 * (or MAX_PAGES), records the run, and sets the next: the interval with jitter after a success, exponential
 * backoff after a failure, and never sooner than the site's Retry-After after a block.
 */
export function createPoller(
  p: Pick<Platform, 'db' | 'database' | 'queue' | 'log' | 'config' | 'jobs'>,
  onFresh: (jobs: JobRow[]) => Promise<void>,
) {
  const { db } = p;
  /** The fresh jobs of the runs this process worked, and the callers waiting for a run's end. */
  const freshOf = new Map<number, JobRow[]>();
  const waiting = new Map<number, (outcome: RunOutcome) => void>();

  /** Records the run's failure on the run and its source (backing off), then fails the job with its reason. */
  async function failed(run: RunRow, source: SourceRow, read: PagesRead, err: unknown) {
    const finished = new Date();
    const failures = source.failures + 1;
    const blocked = err instanceof SourceBlocked ? err : null;
    const wait = Math.max(backoffMs(failures), blocked?.retryAfterMs ?? 0);
    const message = blocked ? null : failureCode(err);
    if (!blocked) p.log.warn({ err, source: source.kind }, 'workana source run failed');
    await db
      .update(workanaRuns)
      .set({
        durationMs: finished.getTime() - run.startedAt.getTime(),
        pages: read.pages,
        newJobs: read.newJobs,
        duplicates: read.duplicates,
        blockedReason: blocked?.reason ?? null,
      })
      .where(eq(workanaRuns.id, run.id));
    await db
      .update(workanaSources)
      .set({
        state: blocked ? 'blocked' : 'error',
        blockedReason: blocked?.reason ?? message,
        failures,
        lastRunAt: run.startedAt,
        nextRunAt: new Date(finished.getTime() + wait),
      })
      .where(eq(workanaSources.id, source.id));
    return new JobRefusal<WorkanaRunError>(blocked ? 'blocked' : 'failed', message);
  }

  async function poll(run: RunRow, lock: JobLock) {
    const [source] = await db.select().from(workanaSources).where(eq(workanaSources.id, run.sourceId));
    const reader = source && sourceFor(source, p.config.workanaAllowedHosts);
    if (!reader) throw new JobRefusal<WorkanaRunError>('failed', 'source_unreadable');
    const fresh: JobRow[] = [];
    freshOf.set(run.id, fresh);
    const read: PagesRead = { pages: 0, newJobs: 0, duplicates: 0 };
    try {
      let cursor: string | null = null;
      do {
        const page = await reader.fetchPage(cursor, new Date());
        read.pages++;
        const stored = await storeJobs(db, page.jobs);
        fresh.push(...stored.fresh);
        read.newJobs = fresh.length;
        read.duplicates += stored.duplicates;
        if (page.jobs.length && !stored.fresh.length) break;
        cursor = page.next;
      } while (cursor && read.pages < MAX_PAGES);
    } catch (err) {
      const refusal = await failed(run, source, read, err);
      // Jobs stored before a failure are kept: they are real, and the rules should see them.
      if (fresh.length) await onFresh(fresh);
      throw refusal;
    }
    const finished = new Date();
    const recorded = await db.transaction(async (tx) => {
      const values = { ...read, durationMs: finished.getTime() - run.startedAt.getTime() };
      if (!(await pollRuns.finish(tx, run.id, values))) return false;
      await tx
        .update(workanaSources)
        .set({
          state: 'ok',
          blockedReason: null,
          failures: 0,
          lastRunAt: run.startedAt,
          nextRunAt: new Date(finished.getTime() + jittered(source.intervalMinutes)),
          settings:
            source.kind === 'fixture'
              ? { ...source.settings, round: (source.settings.round ?? 0) + 1 }
              : source.settings,
        })
        .where(eq(workanaSources.id, source.id));
      await lock.assertHeld();
      return true;
    });
    if (fresh.length) await onFresh(fresh);
    return recorded ? ('done' as const) : null;
  }

  p.jobs.register(pollRuns.recover);
  defineRecordJob(p, {
    name: POLL_JOB,
    key: 'runId',
    records: pollRuns,
    lockLost: 'lock_lost',
    announce(row, _job, state) {
      if (!isJobFinished(state)) return;
      const fresh = freshOf.get(row.id) ?? [];
      freshOf.delete(row.id);
      waiting.get(row.id)?.({ runId: row.id, fresh });
      waiting.delete(row.id);
    },
    work: (row, _job, lock) => poll(row, lock),
    failure: () => ({ code: 'failed', reason: null }),
  });

  /**
   * Queues a poll of the source: its run, queued, then its job (`onQueued` is told the run's id in between).
   * Answers the run's id, or null when a run of the source is queued or running already.
   */
  async function queue(sourceId: number, onQueued?: (runId: number) => void) {
    const [source] = await db.select().from(workanaSources).where(eq(workanaSources.id, sourceId));
    if (!source) return null;
    const [run] = await db
      .insert(workanaRuns)
      .values({ sourceId, sourceKind: source.kind })
      .onConflictDoNothing()
      .returning({ id: workanaRuns.id });
    if (!run) return null;
    onQueued?.(run.id);
    try {
      await p.queue.add(POLL_JOB, { runId: run.id });
    } catch (error) {
      waiting.delete(run.id);
      await db.delete(workanaRuns).where(eq(workanaRuns.id, run.id));
      throw error;
    }
    return run.id;
  }

  /** Polls a source now and answers the run's outcome once it ended; null when a run of it is under way. */
  async function run(sourceId: number): Promise<RunOutcome | null> {
    let outcome: Promise<RunOutcome> | undefined;
    const runId = await queue(sourceId, (id) => {
      outcome = new Promise((resolve) => waiting.set(id, resolve));
    });
    return runId === null ? null : outcome!;
  }

  /** Sources whose time has come and that no run is polling. */
  async function due() {
    const polling = db
      .select({ id: workanaRuns.id })
      .from(workanaRuns)
      .where(
        and(eq(workanaRuns.sourceId, workanaSources.id), inArray(workanaRuns.state, ['queued', 'running'])),
      );
    return db
      .select({ id: workanaSources.id })
      .from(workanaSources)
      .where(
        and(
          eq(workanaSources.enabled, true),
          ne(workanaSources.kind, 'webhook'),
          lte(workanaSources.nextRunAt, sql`now()`),
          notExists(polling),
        ),
      );
  }

  return { queue, run, due };
}
export type Poller = ReturnType<typeof createPoller>;
