import { CYCLE_CLOSE_JOB_KIND, type JobState } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { AppError } from '../../platform/http/errors.ts';
import { sendJobProgress } from '../../platform/jobs/job-progress.ts';
import { defineBackgroundJob, queueBackgroundJob } from '../../platform/jobs/background-job.ts';
import type { JobContext } from '../../platform/queue/queue.ts';
import { closeCycle } from './close-cycle.ts';
import { failUnfinished, whileRunning } from './cycle-lock.ts';
import type { EnergyNotices } from './energy-notices.ts';

/** The queue's name for a recompute: one job closes again, in order, the cycles it reopened. */
export const RECOMPUTE_JOB = 'energy.recompute-cycles';

const chainOf = (row: { subject: string }) => row.subject.split(',').map(Number);

/** A job's reasons that say its process died or lost its database, rather than that the close went wrong. */
const INTERRUPTIONS = new Set<string>(['job_interrupted', 'job_lock_lost']);

/**
 * A recompute is a background job whose subject is the ids of the cycles it closes again, oldest first (the
 * ledger of each starts from the one before). It closes each in turn holding that cycle's lock, as a close
 * does, with a close's progress over the whole chain. When it fails, even when its process died or lost the
 * database meanwhile, the cycles it did not finish turn failed, to be closed again; those it closed stay closed.
 */
export function defineRecomputeJob(
  p: Pick<Platform, 'db' | 'database' | 'hub' | 'queue' | 'log' | 'jobs'>,
  notices: Pick<EnergyNotices, 'cyclesRecomputed'>,
) {
  const { db } = p;
  const report = (userId: number | null, job: JobContext, progress: number, state: JobState) =>
    userId === null
      ? undefined
      : sendJobProgress(p.hub, userId, { job_id: job.id, kind: CYCLE_CLOSE_JOB_KIND, progress, state });

  defineBackgroundJob(p, {
    name: RECOMPUTE_JOB,
    announce: async (row, job, state) => {
      await report(row.requestedBy, job, state === 'done' ? 1 : 0, state);
      if (state === 'done' && row.requestedBy !== null)
        await notices.cyclesRecomputed(row.requestedBy, chainOf(row));
    },
    async work(row, job, finish) {
      const cycleIds = chainOf(row);
      for (const [index, cycleId] of cycleIds.entries()) {
        const ran = await whileRunning(p.database, cycleId, (lock) =>
          closeCycle(db, cycleId, {
            afterChunkWrites: () => lock.assertHeld(),
            onProgress: async (done, total) => {
              const fraction = (index + (total ? done / total : 1)) / cycleIds.length;
              await job.progress(fraction);
              await report(row.requestedBy, job, fraction, 'running');
            },
          }),
        );
        if (!ran) throw new Error(`cycle ${cycleId} is being closed by another process`);
      }
      return db.transaction(finish);
    },
    failed: (tx, row) =>
      failUnfinished(tx, chainOf(row), INTERRUPTIONS.has(row.error ?? '') ? 'interrupted' : 'unexpected'),
  });
}

/** Queues the recompute of the claimed cycles, oldest first; answers the queue's id. */
export async function queueRecompute(p: Pick<Platform, 'db' | 'queue'>, cycleIds: number[], userId: number) {
  const jobId = await queueBackgroundJob(p, RECOMPUTE_JOB, cycleIds.join(','), userId);
  if (jobId === null) throw new AppError(409, 'job_already_active');
  return jobId;
}
