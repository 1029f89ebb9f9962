import { and, eq, inArray, isNotNull, isNull, not, or } from 'drizzle-orm';
import type { CycleCloseError } from '@alvorada/contracts';
import type { Database, Executor, Hold } from '../../platform/db/client.ts';
import { lockHeld } from '../../platform/db/held-lock.ts';
import type { Records } from '../../platform/jobs/record-job.ts';
import type { JobRecovery } from '../../platform/jobs/recovery.ts';
import { cycles } from './schema.ts';

type CycleRow = typeof cycles.$inferSelect;

/** Advisory-lock space of cycle closes; the lock's second key is the cycle's id. */
const CYCLE_LOCK = 727_002;

/** A claimed close whose runner has not started yet: the job waits in a queue. */
const unstarted = and(eq(cycles.state, 'closing'), isNull(cycles.startedAt));

/** A close whose runner had started and holds the lock no more: its process died or lost its connection. */
const abandoned = and(
  eq(cycles.state, 'closing'),
  isNotNull(cycles.startedAt),
  not(lockHeld(CYCLE_LOCK, cycles.id)),
);

/**
 * Claims a cycle for a close, for every instance on the database at once: the cycle turns `closing` only if
 * it was open or failed, or `closing` with nobody running it (its runner died and freed the lock). A claimed
 * cycle has no `started_at` until its runner starts, so a close still waiting in the queue stays claimed.
 * Answers whether this call claimed it.
 */
export async function claimCycle(db: Executor, cycleId: number, from: 'open' | 'closed' = 'open') {
  const claimable =
    from === 'closed' ? eq(cycles.state, 'closed') : or(inArray(cycles.state, ['open', 'failed']), abandoned);
  const claimed = await db
    .update(cycles)
    .set({ state: 'closing', startedAt: null, error: null })
    .where(and(eq(cycles.id, cycleId), claimable))
    .returning({ id: cycles.id });
  return claimed.length === 1;
}

/** Of these cycles, those whose close was abandoned by its runner: a new close may take them over. */
export async function abandonedCloses(db: Executor, cycleIds: number[]) {
  if (!cycleIds.length) return new Set<number>();
  const rows = await db
    .select({ id: cycles.id })
    .from(cycles)
    .where(and(inArray(cycles.id, cycleIds), abandoned));
  return new Set(rows.map((row) => row.id));
}

/**
 * Runs a cycle's close while holding its lock; answers null when another process is running it. The lock
 * goes with its connection: a close that finds it lost must stop, as another instance may take it over.
 */
export async function whileRunning<T>(
  database: Database,
  cycleId: number,
  work: (lock: Pick<Hold, 'lost' | 'assertHeld'>) => Promise<T>,
) {
  const lock = await database.tryHold(CYCLE_LOCK, cycleId);
  if (!lock) return null;
  try {
    return { value: await work(lock) };
  } finally {
    await lock.release();
  }
}

/** Of these cycles, those claimed and not closed by a job that ended failed: failed too, to be closed again. */
export async function failUnfinished(db: Executor, cycleIds: number[], error: CycleCloseError) {
  await db
    .update(cycles)
    .set({ state: 'failed', error })
    .where(and(inArray(cycles.id, cycleIds), or(unstarted, abandoned)));
}

/** Gives back a claim whose job could not be queued: the cycle returns to the state it was claimed from. */
export async function releaseClaim(db: Executor, cycleId: number, state: 'open' | 'failed') {
  await db
    .update(cycles)
    .set({ state, error: state === 'failed' ? ('not_queued' satisfies CycleCloseError) : null })
    .where(and(eq(cycles.id, cycleId), unstarted));
}

/**
 * A cycle's close as the job lifecycle sees it (platform/jobs/record-job.ts), in the cycle's own states: a
 * claimed cycle (`closing`, not started) is the job queued, a started one the job running, `closed` done
 * and `failed` failed with its reason. A close that resumes (its lock lost) goes back to claimed: the
 * chunks it committed stay, and the next runner goes on from them.
 */
export const cycleCloses: Records<CycleRow, CycleCloseError> & { recover: JobRecovery } = {
  lock: CYCLE_LOCK,
  interrupted: 'interrupted',
  async start(db, id) {
    const [row] = await db
      .update(cycles)
      .set({ startedAt: new Date(), error: null })
      .where(and(eq(cycles.id, id), unstarted))
      .returning();
    return row;
  },
  async read(db, id) {
    const [row] = await db.select().from(cycles).where(eq(cycles.id, id));
    return row;
  },
  isRunning: (row) => row.state === 'closing' && row.startedAt !== null,
  /** Claimed, not started: the sweep of lost jobs (platform/jobs/recovery.ts) fails those Redis lost. */
  async queued(db) {
    return (await db.select({ id: cycles.id }).from(cycles).where(unstarted)).map((row) => row.id);
  },
  async fail(db, id, error) {
    await db
      .update(cycles)
      .set({ state: 'failed', error })
      .where(and(eq(cycles.id, id), eq(cycles.state, 'closing')));
  },
  // The close may have recorded its own failure as it stopped (close-cycle.ts): it is claimed again all the same.
  async requeue(db, id) {
    await db
      .update(cycles)
      .set({ state: 'closing', startedAt: null, error: null })
      .where(and(eq(cycles.id, id), inArray(cycles.state, ['closing', 'failed'])));
  },
  /**
   * At start-up: a close whose runner died turns `failed`, interrupted, and so does, with jobs kept in the
   * memory of the process that queued them, a claim whose job had not started. A new close resumes it.
   */
  async recover(db, jobsInMemory) {
    await db
      .update(cycles)
      .set({ state: 'failed', error: 'interrupted' })
      .where(jobsInMemory ? or(abandoned, unstarted) : abandoned);
  },
};
