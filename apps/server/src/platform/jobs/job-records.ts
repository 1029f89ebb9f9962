import { and, eq, inArray, not, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { JobState } from '@alvorada/contracts';
import type { Executor, Tx } from '../db/client.ts';
import { lockHeld } from '../db/held-lock.ts';
import type { MessageCode } from '../http/messages.ts';

/** A table whose rows are jobs: each row's state, when it ran and why it failed. */
type JobTable = PgTable & {
  id: PgColumn;
  state: PgColumn;
  startedAt: PgColumn;
  finishedAt: PgColumn;
  error: PgColumn;
  errorReason: PgColumn;
};

const now = () => new Date();
const UNFINISHED: JobState[] = ['queued', 'running'];

/**
 * The lifecycle of the jobs a table holds, each move a conditional update so that one runner only makes it:
 * queued → running → done, failed or cancelled, a failure's reason a message code or one of the table's own
 * vocabulary (`Code`). While a job runs its runner holds the advisory lock
 * (`lock`, the row's id): a row left `running` with nobody holding that lock is one whose process died.
 */
export function jobRecords<T extends JobTable, Code extends string = MessageCode>(
  table: T,
  spec: {
    lock: number;
    interrupted: Code;
    /** Written with `running` when a job starts, e.g. its progress back to 0. */
    started?: Record<string, unknown>;
    /** The rows of these jobs, when the table holds the jobs of several kinds: what recovery looks at. */
    scope?: SQL;
  },
) {
  type Row = T['$inferSelect'];
  const set = (values: Record<string, unknown>) => values as PgUpdateSetSource<T>;
  /** The rows moved, from one of the states `from` to `values`. */
  const move = async (db: Executor, id: number, from: JobState[], values: Record<string, unknown>) =>
    (await db
      .update(table)
      .set(set(values))
      .where(and(eq(table.id, id), inArray(table.state, from)))
      .returning()) as unknown as Row[];

  async function read(db: Executor, id: number) {
    const [row] = await db
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id));
    return row as Row | undefined;
  }

  return {
    ...spec,
    read,

    /** queued → running, for one runner only: undefined when the job was cancelled or taken meanwhile. */
    async start(db: Executor, id: number) {
      const [row] = await move(db, id, ['queued'], { ...spec.started, state: 'running', startedAt: now() });
      return row;
    },

    /**
     * running → done with its results, in the caller's transaction; false when the job stopped being
     * `running` (cancelled while it worked): then the caller writes nothing more.
     */
    async finish(tx: Tx, id: number, values: Record<string, unknown> = {}) {
      const done = await move(tx, id, ['running'], { ...values, state: 'done', finishedAt: now() });
      return done.length === 1;
    },

    /** queued or running → failed, with the reason as a message code (and its parameters, if any). */
    async fail(db: Executor, id: number, error: Code, reason: string | null = null) {
      await move(db, id, UNFINISHED, { state: 'failed', error, errorReason: reason, finishedAt: now() });
    },

    /** queued or running → cancelled; false when the job had already ended. */
    async cancel(db: Executor, id: number) {
      const cancelled = await move(db, id, UNFINISHED, { state: 'cancelled', finishedAt: now() });
      return cancelled.length === 1;
    },

    /** The ids of the jobs still queued. */
    async queued(db: Executor) {
      const rows = await db
        .select({ id: table.id })
        .from(table as PgTable)
        .where(and(eq(table.state, 'queued'), spec.scope));
      return rows.map((row) => row.id as number);
    },

    isRunning: (row: Row) => (row as { state: JobState }).state === 'running',

    async isCancelled(db: Executor, id: number) {
      return (await read(db, id))?.state === 'cancelled';
    },

    /**
     * At start-up: a job left `running` with nobody holding its lock had its process die, and with jobs kept
     * in the memory of the process (no Redis) a job still `queued` has none left anywhere. Both turn
     * `failed`, with the reason, so the history never shows a job that will not end. Answers those rows.
     */
    async recover(db: Executor, jobsInMemory: boolean) {
      const orphaned = and(eq(table.state, 'running'), not(lockHeld(spec.lock, table.id)));
      return (await db
        .update(table)
        .set(set({ state: 'failed', error: spec.interrupted, finishedAt: now() }))
        .where(and(spec.scope, jobsInMemory ? or(orphaned, eq(table.state, 'queued')) : orphaned))
        .returning()) as unknown as Row[];
    },
  };
}
