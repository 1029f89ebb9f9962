import { and, eq, inArray, not, or } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { lockHeld } from '../../platform/db/held-lock.ts';
import type { MessageCode } from '../../platform/http/messages.ts';
import { runs } from './schema.ts';

/** Advisory-lock space of running runs; the lock's second key is the run's id. */
export const RUN_LOCK = 727_003;

const now = () => new Date();

/** queued → running, for one runner only: answers false when the run was cancelled or taken meanwhile. */
export async function startRun(db: Executor, id: number) {
  const started = await db
    .update(runs)
    .set({ state: 'running', startedAt: now(), progress: 0 })
    .where(and(eq(runs.id, id), eq(runs.state, 'queued')))
    .returning({ id: runs.id });
  return started.length === 1;
}

/**
 * running → done with its results, in the caller's transaction; false when the run stopped being `running`
 * (cancelled while it computed): then the caller writes nothing more.
 */
export async function finishRun(tx: Tx, id: number, results: Partial<typeof runs.$inferInsert>) {
  const finished = await tx
    .update(runs)
    .set({ ...results, state: 'done', progress: 1, finishedAt: now() })
    .where(and(eq(runs.id, id), eq(runs.state, 'running')))
    .returning({ id: runs.id });
  return finished.length === 1;
}

export async function failRun(db: Executor, id: number, error: MessageCode, reason: string | null = null) {
  await db
    .update(runs)
    .set({ state: 'failed', error, errorReason: reason, finishedAt: now() })
    .where(and(eq(runs.id, id), inArray(runs.state, ['queued', 'running'])));
}

/** queued or running → cancelled; false when the run had already ended. */
export async function cancelRun(db: Executor, id: number) {
  const cancelled = await db
    .update(runs)
    .set({ state: 'cancelled', finishedAt: now() })
    .where(and(eq(runs.id, id), inArray(runs.state, ['queued', 'running'])))
    .returning({ id: runs.id });
  return cancelled.length === 1;
}

export async function isCancelled(db: Executor, id: number) {
  const [row] = await db.select({ state: runs.state }).from(runs).where(eq(runs.id, id));
  return row?.state === 'cancelled';
}

/**
 * At start-up: a run left `running` with nobody holding its lock had its process die, and with jobs kept in
 * the memory of the process (no Redis) a run still `queued` has no job left anywhere. Both turn `failed`,
 * with the reason, so the history never shows a run that will not end.
 */
export async function failInterruptedRuns(db: Executor, jobsInMemory: boolean) {
  const orphaned = and(eq(runs.state, 'running'), not(lockHeld(RUN_LOCK, runs.id)));
  await db
    .update(runs)
    .set({ state: 'failed', error: 'run_interrupted', finishedAt: now() })
    .where(jobsInMemory ? or(orphaned, eq(runs.state, 'queued')) : orphaned);
}
