import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { CYCLE_CLOSE_JOB_KIND, type CycleCloseError, type JobState } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { sendJobProgress } from '../../platform/jobs/job-progress.ts';
import { closeCycle } from './close-cycle.ts';
import { claimCycle, whileRunning } from './cycle-lock.ts';
import { cycles } from './schema.ts';

/** The queue's name for a recompute: one job closes again, in order, the cycles it reopened. */
export const RECOMPUTE_JOB = 'energy.recompute-cycles';

export interface RecomputeJob {
  /** Oldest first: the ledger of each cycle starts from the one before. */
  cycleIds: number[];
  userId: number;
}

/**
 * A recompute closes each reopened cycle in turn, holding that cycle's lock as a close does; its progress is
 * a close's, over the whole chain. A try that fails leaves the cycles it closed closed: the next try goes on
 * from the first one left, and after the last try those left read failed, to be closed again.
 */
export function defineRecomputeJob(p: Pick<Platform, 'db' | 'database' | 'hub' | 'queue'>) {
  const { db } = p;
  p.queue.define<RecomputeJob>(
    RECOMPUTE_JOB,
    async ({ cycleIds, userId }, job) => {
      const report = (progress: number, state: JobState) =>
        sendJobProgress(p.hub, userId, { job_id: job.id, kind: CYCLE_CLOSE_JOB_KIND, progress, state });
      try {
        await report(0, 'running');
        for (const [index, cycleId] of cycleIds.entries()) {
          const ran = await whileRunning(p.database, cycleId, (lock) =>
            closeCycle(db, cycleId, {
              afterChunkWrites: () => lock.assertHeld(),
              onProgress: async (done, total) => {
                const fraction = (index + (total ? done / total : 1)) / cycleIds.length;
                await job.progress(fraction);
                await report(fraction, 'running');
              },
            }),
          );
          if (!ran) throw new Error(`cycle ${cycleId} is being closed by another process`);
        }
        await report(1, 'done');
      } catch (error) {
        const left = and(inArray(cycles.id, cycleIds), ne(cycles.state, 'closed'));
        if (job.lastAttempt) {
          await db
            .update(cycles)
            .set({ state: 'failed', error: 'unexpected' satisfies CycleCloseError })
            .where(and(left, eq(cycles.state, 'closing'), isNull(cycles.startedAt)));
          await report(0, 'failed');
        } else {
          const rows = await db.select({ id: cycles.id }).from(cycles).where(left);
          for (const row of rows) await claimCycle(db, row.id);
          await report(0, 'queued');
        }
        throw error;
      }
    },
    { attempts: 2 },
  );
}
