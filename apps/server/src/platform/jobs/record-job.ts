import type { JobState } from '@alvorada/contracts';
import type { Platform } from '../platform.ts';
import type { Executor, Hold } from '../db/client.ts';
import { isDatabaseUnavailable, whenDatabaseAnswers } from '../db/unavailable.ts';
import type { MessageCode } from '../http/messages.ts';
import type { JobContext, JobOptions } from '../queue/queue.ts';
import { holdPoint } from './hold-point.ts';

/** A job that ends failed for a reason of its own: recorded with its reason, not logged as a fault. */
export class JobRefusal<Code extends string = MessageCode> extends Error {
  readonly code: Code;
  readonly reason: string | null;
  constructor(code: Code, reason: string | null = null) {
    super(code);
    this.code = code;
    this.reason = reason;
  }
}

/** Lets `limit` callers through at a time, the rest in arrival order. */
export function gate(limit: number) {
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

/**
 * What the runner needs of a table's job records (job-records.ts, or a table with states of its own, such as
 * a billing cycle's). `Code` is the vocabulary of the reasons the table stores.
 */
export interface Records<Row, Code extends string = MessageCode> {
  lock: number;
  interrupted: Code;
  start(db: Executor, id: number): Promise<Row | undefined>;
  read(db: Executor, id: number): Promise<Row | undefined>;
  isRunning(row: Row): boolean;
  fail(db: Executor, id: number, error: Code, reason?: string | null): Promise<void>;
  /** The ids of the rows still queued, for the sweep of jobs the queue lost (recovery.ts). */
  queued?(db: Executor): Promise<number[]>;
  /** running → queued, for a job that resumes where it stopped (`lockLost: 'requeue'`). */
  requeue?(db: Executor, id: number): Promise<void>;
}

/** The queued job's data: the row's id under `key`, and whatever else its owner needs. */
export type RecordJobData = Record<string, number>;

export interface RecordJobSpec<Row extends { id: number }, Code extends string = MessageCode> {
  /** The queue's name for the job. */
  name: string;
  /** The name of the row's id in the queued job's data. */
  key: string;
  records: Records<Row, Code>;
  /**
   * The reason of a job whose lock was lost under it (the database restarted, or ended its session), or
   * `requeue` for a job that resumes where it stopped: after a lost lock or an unexpected failure it is tried
   * again while its `options.attempts` last.
   */
  lockLost: Code | 'requeue';
  /** Tells the job's owner where it stands. */
  announce(
    row: Row,
    job: JobContext,
    state: JobState,
    progress: number,
    data: RecordJobData,
  ): Promise<void> | void;
  /**
   * The job's work, once claimed (its row running, its lock held): it records the outcome itself
   * (`records.finish` in its transaction) and answers the state it ended in, done or cancelled, or null
   * when the row had stopped running meanwhile and there is nothing to tell.
   */
  work(row: Row, job: JobContext, lock: JobLock, data: RecordJobData): Promise<'done' | 'cancelled' | null>;
  /** What follows a job done, once its owner was told (an e-mail of its result). */
  afterDone?(row: Row): Promise<void>;
  /** The reason recorded for an unexpected failure, whose own text may carry a query or a path. */
  failure(error: unknown, job: JobContext): { code: Code; reason: string | null };
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
export function defineRecordJob<Row extends { id: number }, Code extends string = MessageCode>(
  p: Pick<Platform, 'db' | 'database' | 'queue' | 'log' | 'jobs'>,
  spec: RecordJobSpec<Row, Code>,
) {
  const { db } = p;
  const { records } = spec;

  async function fail(row: Row, job: JobContext, data: RecordJobData, code: Code, reason: string | null) {
    await records.fail(db, row.id, code, reason);
    await spec.announce(row, job, 'failed', 0, data);
  }

  /**
   * After a lost lock, once the database answers: failed with the reason, or, for a job that resumes, queued
   * again and the error thrown on, for the queue's next try (the same job, under the same id) — failed as
   * interrupted when no try is left.
   */
  async function afterLockLost(row: Row, job: JobContext, data: RecordJobData, error: unknown) {
    p.log.warn({ job: spec.name, id: row.id }, 'job stopped: its database connection was lost');
    const { lockLost } = spec;
    if (lockLost === 'requeue' && !job.lastAttempt) return await requeue(row, job, data, error);
    const code = lockLost === 'requeue' ? records.interrupted : lockLost;
    await whenDatabaseAnswers(() => records.fail(db, row.id, code));
    await spec.announce(row, job, 'failed', 0, data);
  }

  /** Queues a resumable job again and throws the error on, for the queue's next try under the same id. */
  async function requeue(row: Row, job: JobContext, data: RecordJobData, error: unknown): Promise<never> {
    await whenDatabaseAnswers(() => records.requeue!(db, row.id));
    await spec.announce(row, job, 'queued', 0, data);
    throw error;
  }

  async function execute(id: number, job: JobContext, lock: JobLock, data: RecordJobData) {
    const row = await records.start(db, id);
    if (!row) {
      // The job's lock is ours, so a row still running is one whose process died and whose job the queue
      // handed on (BullMQ does with a stalled job): it ends failed, with the reason, rather than never.
      const left = await records.read(db, id);
      if (left && records.isRunning(left)) await fail(left, job, data, records.interrupted, null);
      return;
    }
    await spec.announce(row, job, 'running', 0, data);
    try {
      await holdPoint(spec.name, id);
      const state = await spec.work(row, job, lock, data);
      if (state === null) return;
      await spec.announce(row, job, state, state === 'done' ? 1 : 0, data);
      if (state === 'done') await spec.afterDone?.(row);
    } catch (error) {
      if (lock.lost.aborted || isDatabaseUnavailable(error))
        return await afterLockLost(row, job, data, error);
      if (error instanceof JobRefusal) return await fail(row, job, data, error.code as Code, error.reason);
      p.log.warn({ err: error, job: spec.name, id, queued: job.id }, 'job failed');
      if (spec.lockLost === 'requeue' && !job.lastAttempt) return await requeue(row, job, data, error);
      const { code, reason } = spec.failure(error, job);
      await fail(row, job, data, code, reason);
    }
  }

  const { queued } = records;
  if (queued)
    p.jobs.registerQueued({
      name: spec.name,
      key: spec.key,
      queued,
      fail: (db, id) => records.fail(db, id, records.interrupted),
    });

  const turn = gate(spec.concurrency ?? Infinity);
  p.queue.define<RecordJobData>(
    spec.name,
    (data, job) =>
      turn(async () => {
        const id = data[spec.key]!;
        const lock = await p.database.tryHold(records.lock, id);
        if (!lock) return;
        try {
          await execute(id, job, lock, data);
        } finally {
          await lock.release();
        }
      }),
    // A failed job is a result, not a hiccup: running it again would give the same failure.
    { attempts: 1, ...spec.options },
  );
}
