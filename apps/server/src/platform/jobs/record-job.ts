import type { JobState } from '@alvorada/contracts';
import type { Platform } from '../platform.ts';
import type { Executor, Hold } from '../db/client.ts';
import { isDatabaseUnavailable, whenDatabaseAnswers } from '../db/unavailable.ts';
import type { MessageCode } from '../http/messages.ts';
import type { JobContext, JobOptions } from '../queue/queue.ts';

/** A job that ends failed for a reason of its own: recorded with its reason, not logged as a fault. */
export class JobRefusal extends Error {
  readonly code: MessageCode;
  readonly reason: string | null;
  constructor(code: MessageCode, reason: string | null = null) {
    super(code);
    this.code = code;
    this.reason = reason;
  }
}

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

export type JobLock = Pick<Hold, 'lost' | 'assertHeld'>;

/** What the runner needs of a table's job records (job-records.ts). */
interface Records<Row> {
  lock: number;
  interrupted: MessageCode;
  start(db: Executor, id: number): Promise<Row | undefined>;
  read(db: Executor, id: number): Promise<Row | undefined>;
  fail(db: Executor, id: number, error: MessageCode, reason?: string | null): Promise<void>;
}

export interface RecordJobSpec<Row extends { id: number; state: JobState }> {
  /** The queue's name for the job. */
  name: string;
  /** The name of the row's id in the queued job's data. */
  key: string;
  records: Records<Row>;
  /** The reason of a job whose lock was lost under it (the database restarted, or ended its session). */
  lockLost: MessageCode;
  /** Tells the job's owner where it stands. */
  announce(row: Row, job: JobContext, state: JobState, progress: number): Promise<void> | void;
  /**
   * The job's work, once claimed (its row `running`, its lock held): it records the outcome itself
   * (`records.finish` in its transaction) and answers the state it ended in, done or cancelled, or null
   * when the row had stopped running meanwhile and there is nothing to tell.
   */
  work(row: Row, job: JobContext, lock: JobLock): Promise<'done' | 'cancelled' | null>;
  /** What follows a job done, once its owner was told (an e-mail of its result). */
  afterDone?(row: Row): Promise<void>;
  /** The reason recorded for an unexpected failure, whose own text may carry a query or a path. */
  failure(error: unknown, job: JobContext): { code: MessageCode; reason: string | null };
  /** Jobs this process runs at once; the others wait, still `queued`. */
  concurrency?: number;
  options?: Partial<JobOptions>;
}

/**
 * Defines the queue job that runs the jobs of a table: it holds the row's lock while it works (a row left
 * `running` without its lock is one whose process died), claims the row queued → running, and ends it done,
 * cancelled or failed with the reason. A lost lock stops it: the row ends failed with `lockLost`, once the
 * database answers again, as another instance may now take it for one whose process died.
 */
export function defineRecordJob<Row extends { id: number; state: JobState }>(
  p: Pick<Platform, 'db' | 'database' | 'queue' | 'log'>,
  spec: RecordJobSpec<Row>,
) {
  const { db } = p;
  const { records } = spec;

  async function fail(row: Row, job: JobContext, code: MessageCode, reason: string | null) {
    await records.fail(db, row.id, code, reason);
    await spec.announce(row, job, 'failed', 0);
  }

  async function execute(id: number, job: JobContext, lock: JobLock) {
    const row = await records.start(db, id);
    if (!row) {
      // The job's lock is ours, so a row still `running` is one whose process died and whose job the queue
      // handed on (BullMQ does with a stalled job): it ends failed, with the reason, rather than never.
      const left = await records.read(db, id);
      if (left?.state === 'running') await fail(left, job, records.interrupted, null);
      return;
    }
    await spec.announce(row, job, 'running', 0);
    try {
      const state = await spec.work(row, job, lock);
      if (state === null) return;
      await spec.announce(row, job, state, state === 'done' ? 1 : 0);
      if (state === 'done') await spec.afterDone?.(row);
    } catch (error) {
      if (lock.lost.aborted || isDatabaseUnavailable(error)) {
        p.log.warn({ job: spec.name, id }, 'job stopped: its database connection was lost');
        await whenDatabaseAnswers(() => records.fail(db, id, spec.lockLost));
        return await spec.announce(row, job, 'failed', 0);
      }
      if (error instanceof JobRefusal) return await fail(row, job, error.code, error.reason);
      p.log.warn({ err: error, job: spec.name, id, queued: job.id }, 'job failed');
      const { code, reason } = spec.failure(error, job);
      await fail(row, job, code, reason);
    }
  }

  const turn = gate(spec.concurrency ?? Infinity);
  p.queue.define<Record<string, number>>(
    spec.name,
    ({ [spec.key]: id }, job) =>
      turn(async () => {
        const lock = await p.database.tryHold(records.lock, id!);
        if (!lock) return;
        try {
          await execute(id!, job, lock);
        } finally {
          await lock.release();
        }
      }),
    // A failed job is a result, not a hiccup: running it again would give the same failure.
    { attempts: 1, ...spec.options },
  );
}
