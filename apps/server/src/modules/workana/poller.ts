import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Platform } from '../../platform/platform.ts';
import type { Executor } from '../../platform/db/client.ts';
import { SourceBlocked, type JobSource } from './job-source.ts';
import { storeJobs, type JobRow } from './job-store.ts';
import { feedSource, fixtureSource, workanaListingSource } from './sources.ts';
import { workanaRuns, workanaSources } from './schema.ts';

type SourceRow = typeof workanaSources.$inferSelect;

export const POLL_JOB = 'workana-poll';
/** A page more than this is not read in one run: the next run picks up from the top again. */
export const MAX_PAGES = 5;
const LEASE_MS = 5 * 60_000;
const BACKOFF_BASE_MS = 5 * 60_000;
const BACKOFF_MAX_MS = 12 * 3_600_000;

/** 5 min, 10, 20… up to 12 h after the n-th failure in a row. */
export const backoffMs = (failures: number) =>
  Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1), BACKOFF_MAX_MS);
/** The interval give or take a tenth, so instances and sources do not knock at the same second. */
const jittered = (minutes: number) => minutes * 60_000 * (0.9 + Math.random() * 0.2);

/** A source's lease that no living run holds: it ran out, or the process that took it is gone. */
const leaseLapsed = or(isNull(workanaSources.leaseUntil), lt(workanaSources.leaseUntil, sql`now()`));

function sourceFor(row: SourceRow, allowedHosts: readonly string[]): JobSource | null {
  if (row.kind === 'fixture') return fixtureSource(row.settings.round ?? 0);
  if (!row.url) return null;
  if (row.kind === 'workana') return workanaListingSource(row.url, allowedHosts);
  if (row.kind === 'rss') return feedSource(row.url, allowedHosts);
  return null;
}

export interface RunOutcome {
  runId: number;
  fresh: JobRow[];
}

/**
 * Polls sources. A run first claims the source's lease in the database, so that across instances one run at a
 * time reads a source; it reads pages until one holds only jobs already seen (or MAX_PAGES), records the run,
 * and sets the next run: the interval with jitter after a success, exponential backoff after a failure, and
 * never sooner than the site's Retry-After after a block.
 */
export function createPoller(
  p: Pick<Platform, 'db' | 'log' | 'config'>,
  onFresh: (jobs: JobRow[]) => Promise<void>,
) {
  const { db } = p;
  const instance = randomUUID();

  async function claim(sourceId: number): Promise<SourceRow | null> {
    const [row] = await db
      .update(workanaSources)
      .set({ leaseOwner: instance, leaseUntil: new Date(Date.now() + LEASE_MS) })
      .where(and(eq(workanaSources.id, sourceId), leaseLapsed))
      .returning();
    return row ?? null;
  }

  /** Runs one source now if no one else is; null when another run holds it (or it cannot be polled). */
  async function run(sourceId: number): Promise<RunOutcome | null> {
    const source = await claim(sourceId);
    if (!source) return null;
    const reader = sourceFor(source, p.config.workanaAllowedHosts);
    const release = { leaseOwner: null, leaseUntil: null };
    if (!reader) {
      await db.update(workanaSources).set(release).where(eq(workanaSources.id, sourceId));
      return null;
    }
    const started = new Date();
    const [record] = await db
      .insert(workanaRuns)
      .values({ sourceId, sourceKind: source.kind, startedAt: started })
      .returning({ id: workanaRuns.id });
    const fresh: JobRow[] = [];
    let pages = 0;
    let duplicates = 0;
    try {
      let cursor: string | null = null;
      do {
        const page = await reader.fetchPage(cursor, new Date());
        pages++;
        const stored = await storeJobs(db, page.jobs);
        fresh.push(...stored.fresh);
        duplicates += stored.duplicates;
        if (page.jobs.length && !stored.fresh.length) break;
        cursor = page.next;
      } while (cursor && pages < MAX_PAGES);
      const finished = new Date();
      await db
        .update(workanaRuns)
        .set({
          status: 'ok',
          durationMs: finished.getTime() - started.getTime(),
          pages,
          newJobs: fresh.length,
          duplicates,
        })
        .where(eq(workanaRuns.id, record.id));
      await db
        .update(workanaSources)
        .set({
          ...release,
          state: 'ok',
          blockedReason: null,
          failures: 0,
          lastRunAt: started,
          nextRunAt: new Date(finished.getTime() + jittered(source.intervalMinutes)),
          settings:
            source.kind === 'fixture'
              ? { ...source.settings, round: (source.settings.round ?? 0) + 1 }
              : source.settings,
        })
        .where(eq(workanaSources.id, sourceId));
    } catch (err) {
      const finished = new Date();
      const failures = source.failures + 1;
      const blocked = err instanceof SourceBlocked ? err : null;
      const wait = Math.max(backoffMs(failures), blocked?.retryAfterMs ?? 0);
      const message = blocked ? null : (err as Error).message.slice(0, 500);
      if (!blocked) p.log.warn({ err, source: source.kind }, 'workana source run failed');
      await db
        .update(workanaRuns)
        .set({
          status: blocked ? 'blocked' : 'error',
          durationMs: finished.getTime() - started.getTime(),
          pages,
          newJobs: fresh.length,
          duplicates,
          blockedReason: blocked?.reason ?? null,
          error: message,
        })
        .where(eq(workanaRuns.id, record.id));
      await db
        .update(workanaSources)
        .set({
          ...release,
          state: blocked ? 'blocked' : 'error',
          blockedReason: blocked?.reason ?? message,
          failures,
          lastRunAt: started,
          nextRunAt: new Date(finished.getTime() + wait),
        })
        .where(eq(workanaSources.id, sourceId));
    }
    // Jobs stored before a failure are kept: they are real, and the rules should see them.
    if (fresh.length) await onFresh(fresh);
    return { runId: record.id, fresh };
  }

  /** Sources whose time has come and that no run holds. */
  async function due() {
    return db
      .select({ id: workanaSources.id })
      .from(workanaSources)
      .where(
        and(
          eq(workanaSources.enabled, true),
          ne(workanaSources.kind, 'webhook'),
          lte(workanaSources.nextRunAt, sql`now()`),
          leaseLapsed,
        ),
      );
  }

  return { run, due, instance };
}
export type Poller = ReturnType<typeof createPoller>;

/**
 * At start-up: a poll whose process died leaves its run `running` and its source leased. The run ends as an
 * error, `interrupted`, once the lease has lapsed, and the source is polled again when it is due; with jobs
 * in the memory of the process (no Redis) that process was the only one, so its leases are given back now.
 */
export async function recoverPolls(db: Executor, jobsInMemory: boolean) {
  if (jobsInMemory)
    await db
      .update(workanaSources)
      .set({ leaseOwner: null, leaseUntil: null })
      .where(isNotNull(workanaSources.leaseUntil));
  const lapsed = db.select({ id: workanaSources.id }).from(workanaSources).where(leaseLapsed);
  await db
    .update(workanaRuns)
    .set({ status: 'error', error: 'interrupted' })
    .where(and(eq(workanaRuns.status, 'running'), inArray(workanaRuns.sourceId, lapsed)));
}
