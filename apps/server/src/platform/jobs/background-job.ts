import { eq } from 'drizzle-orm';
import type { JobState } from '@alvorada/contracts';
import type { Platform } from '../platform.ts';
import type { Executor, Tx } from '../db/client.ts';
import type { JobContext } from '../queue/queue.ts';
import { backgroundJobs } from './job-schema.ts';
import type { MessageCode } from '../http/messages.ts';
import { jobRecords } from './job-records.ts';
import { defineRecordJob } from './record-job.ts';

export type BackgroundJobRow = typeof backgroundJobs.$inferSelect;

/** Advisory-lock space of background jobs; the lock's second key is the row's id. */
const BACKGROUND_JOB_LOCK = 727_010;

export interface BackgroundJobSpec {
  /** The queue's name for the job, and its rows' `name`. */
  name: string;
  /** Tells the job's requester where it stands. */
  announce?(row: BackgroundJobRow, job: JobContext, state: JobState): Promise<void> | void;
  /**
   * The job's work, holding its lock: it calls `finish` in the transaction of its last writes, which records
   * the job done unless it stopped running meanwhile or its lock is gone (then the transaction is rolled back).
   */
  work(row: BackgroundJobRow, job: JobContext, finish: (tx: Tx) => Promise<boolean>): Promise<boolean>;
  /**
   * Puts right what a failed job leaves behind, once it ended failed: by its runner (when the database
   * answers again, after a lost connection) or by the recovery at start-up, for a job whose process died.
   */
  failed?(db: Executor, row: BackgroundJobRow): Promise<void>;
}

/**
 * Defines a job of a kind that keeps no table of its own: its rows live in `background_jobs`, through the
 * one lifecycle (queued → running → done or failed with the reason, failed too when its process died).
 */
export function defineBackgroundJob(
  p: Pick<Platform, 'db' | 'database' | 'queue' | 'log' | 'jobs'>,
  spec: BackgroundJobSpec,
) {
  const records = jobRecords<typeof backgroundJobs, MessageCode>(backgroundJobs, {
    lock: BACKGROUND_JOB_LOCK,
    interrupted: 'job_interrupted',
    scope: eq(backgroundJobs.name, spec.name),
  });
  const failed = async (db: Executor, rows: (BackgroundJobRow | undefined)[]) => {
    for (const row of rows) if (row?.state === 'failed') await spec.failed?.(db, row);
  };
  p.jobs.register(async (db, jobsInMemory) => failed(db, await records.recover(db, jobsInMemory)));
  defineRecordJob(p, {
    name: spec.name,
    key: 'jobId',
    records: {
      ...records,
      async fail(db, id, error, reason) {
        await records.fail(db, id, error, reason);
        await failed(db, [await records.read(db, id)]);
      },
    },
    lockLost: 'job_lock_lost',
    announce: (row, job, state) => spec.announce?.(row, job, state),
    async work(row, job, lock) {
      const finish = async (tx: Tx) => {
        if (!(await records.finish(tx, row.id))) return false;
        await lock.assertHeld();
        return true;
      };
      return (await spec.work(row, job, finish)) ? 'done' : null;
    },
    failure: (_error, job) => ({ code: 'job_failed_internal', reason: job.id }),
  });
}

/**
 * Queues a background job on `subject`: its row, then its queue job. Answers the queue's id, or null when a
 * job of that name on that subject is queued or running already. A job the queue refuses leaves no row.
 */
export async function queueBackgroundJob(
  p: Pick<Platform, 'db' | 'queue'>,
  name: string,
  subject: string,
  requestedBy: number | null,
) {
  const [row] = await p.db
    .insert(backgroundJobs)
    .values({ name, subject, requestedBy })
    .onConflictDoNothing()
    .returning({ id: backgroundJobs.id });
  if (!row) return null;
  try {
    return await p.queue.add(name, { jobId: row.id });
  } catch (error) {
    await p.db.delete(backgroundJobs).where(eq(backgroundJobs.id, row.id));
    throw error;
  }
}
