import {
  CREDIT_EXPIRY_JOB_KIND,
  CYCLE_CLOSE_JOB_KIND,
  type JobKind,
  type JobState,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { sendJobProgress } from '../../platform/jobs/job-progress.ts';
import type { JobContext } from '../../platform/queue/queue.ts';
import { closeCycle, expireDueLots } from './close-cycle.ts';
import { claimCycle, releaseUnstartedClaims, whileRunning } from './cycle-lock.ts';

export const CLOSE_JOB = CYCLE_CLOSE_JOB_KIND;
export const EXPIRE_JOB = CREDIT_EXPIRY_JOB_KIND;

export interface CloseJob {
  cycleId: number;
  userId: number;
}
export interface ExpireJob {
  cycle: string;
  userId: number;
}

/**
 * The billing cycle's jobs, with progress over realtime: a close (or recompute) runs holding the cycle's
 * lock, and a lost lock stops it to be tried again; an expiry writes the lots that expired.
 */
export function defineCycleJobs(p: Pick<Platform, 'db' | 'database' | 'hub' | 'queue' | 'jobs'>) {
  const { db } = p;
  p.jobs.register(releaseUnstartedClaims);

  const report = (userId: number, job: JobContext, kind: JobKind, progress: number, state: JobState) =>
    sendJobProgress(p.hub, userId, { job_id: job.id, kind, progress, state });

  p.queue.define<CloseJob>(
    CLOSE_JOB,
    async ({ cycleId, userId }, job) => {
      try {
        await report(userId, job, CLOSE_JOB, 0, 'running');
        const ran = await whileRunning(p.database, cycleId, (lock) =>
          closeCycle(db, cycleId, {
            // A chunk written after the lock was lost is rolled back: the close stops, and its next try resumes.
            afterChunkWrites: () => lock.assertHeld(),
            onProgress: async (done, total) => {
              await job.progress(total ? done / total : 1);
              await report(userId, job, CLOSE_JOB, total ? done / total : 1, 'running');
            },
          }),
        );
        if (!ran) throw new Error(`cycle ${cycleId} is being closed by another process`);
        await report(userId, job, CLOSE_JOB, 1, 'done');
      } catch (error) {
        if (job.lastAttempt) {
          await report(userId, job, CLOSE_JOB, 0, 'failed');
        } else {
          // Another try follows: the cycle stays claimed for it, not failed, and the close is told to wait.
          await claimCycle(db, cycleId);
          await report(userId, job, CLOSE_JOB, 0, 'queued');
        }
        throw error;
      }
    },
    { attempts: 2 },
  );

  p.queue.define<ExpireJob>(EXPIRE_JOB, async ({ cycle, userId }, job) => {
    await db.transaction((tx) => expireDueLots(tx, cycle));
    await report(userId, job, EXPIRE_JOB, 1, 'done');
  });
}
