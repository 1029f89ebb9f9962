import {
  CREDIT_EXPIRY_JOB_KIND,
  CYCLE_CLOSE_JOB_KIND,
  type JobKind,
  type JobState,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { AppError } from '../../platform/http/errors.ts';
import { sendJobProgress } from '../../platform/jobs/job-progress.ts';
import { defineBackgroundJob, queueBackgroundJob } from '../../platform/jobs/background-job.ts';
import { defineRecordJob, type JobLock, type RecordJobData } from '../../platform/jobs/record-job.ts';
import type { JobContext } from '../../platform/queue/queue.ts';
import { closeCycle, expireDueLots, type CycleRow } from './close-cycle.ts';
import { cycleCloses } from './cycle-lock.ts';
import type { EnergyNotices } from './energy-notices.ts';

export const CLOSE_JOB = CYCLE_CLOSE_JOB_KIND;
export const EXPIRE_JOB = CREDIT_EXPIRY_JOB_KIND;

export interface CloseJob {
  cycleId: number;
  userId: number;
}

/**
 * The billing cycle's jobs, with progress over realtime: a close (or recompute) runs through the job
 * lifecycle over the cycle's own states (cycle-lock.ts), holding the cycle's lock; a lost lock queues it
 * again, to resume from its committed chunks. An expiry writes the lots that expired.
 */
export function defineCycleJobs(
  p: Pick<Platform, 'db' | 'database' | 'hub' | 'queue' | 'log' | 'jobs'>,
  notices: Pick<EnergyNotices, 'cycleClosed'>,
) {
  const { db } = p;
  p.jobs.register(cycleCloses.recover);

  const report = (userId: number, job: JobContext, kind: JobKind, progress: number, state: JobState) =>
    sendJobProgress(p.hub, userId, { job_id: job.id, kind, progress, state });

  async function close(row: CycleRow, job: JobContext, lock: JobLock, { userId }: RecordJobData) {
    const closed = await closeCycle(db, row.id, {
      // A chunk written after the lock was lost is rolled back: the close stops, and its next try resumes.
      afterChunkWrites: () => lock.assertHeld(),
      onProgress: async (done, total) => {
        await job.progress(total ? done / total : 1);
        await report(userId!, job, CLOSE_JOB, total ? done / total : 1, 'running');
      },
    });
    return closed.state === 'closed' ? ('done' as const) : null;
  }

  defineRecordJob(p, {
    name: CLOSE_JOB,
    key: 'cycleId',
    records: cycleCloses,
    lockLost: 'requeue',
    announce: async (row, job, state, progress, { userId }) => {
      await report(userId!, job, CLOSE_JOB, progress, state);
      if (state === 'done') await notices.cycleClosed(userId!, row.id);
    },
    work: close,
    failure: () => ({ code: 'unexpected', reason: null }),
    options: { attempts: 2 },
  });

  defineBackgroundJob(p, {
    name: EXPIRE_JOB,
    async announce(row, job, state) {
      if (row.requestedBy !== null)
        await report(row.requestedBy, job, EXPIRE_JOB, state === 'done' ? 1 : 0, state);
    },
    work: (row, _job, finish) =>
      db.transaction(async (tx) => {
        await expireDueLots(tx, row.subject);
        return finish(tx);
      }),
  });
}

/** Queues the expiry of the credits due by `cycle`; while one is queued or running, another answers 409. */
export async function queueExpiry(p: Pick<Platform, 'db' | 'queue'>, cycle: string, userId: number) {
  const jobId = await queueBackgroundJob(p, EXPIRE_JOB, cycle, userId);
  if (jobId === null) throw new AppError(409, 'job_already_active');
  return jobId;
}
