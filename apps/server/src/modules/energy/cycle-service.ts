import { and, asc, eq, gt, lt, ne } from 'drizzle-orm';
import type { Platform } from '../../platform/platform.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { cycles } from './schema.ts';
import { closeCycle, expireDueLots, reopenCycle } from './close-cycle.ts';

export const CLOSE_JOB = 'energy.close-cycle';
export const EXPIRE_JOB = 'energy.expire-credits';

interface CloseJob {
  cycleId: number;
  userId: number;
}
interface ExpireJob {
  cycle: string;
  userId: number;
}

/** Billing-cycle orchestration: the close, recompute and expiry jobs, with progress over realtime. */
export function createCycleService(p: Platform) {
  const { db } = p;
  const running = new Set<number>();

  const report = (userId: number, jobId: string, kind: string, progress: number, state: string) =>
    p.hub.send(userId, { type: 'job_progress', job_id: jobId, kind, progress, state });

  async function find(id: number) {
    const [row] = await db.select().from(cycles).where(eq(cycles.id, id));
    if (!row) throw notFound();
    return row;
  }

  /** Cycles close in order: an earlier cycle still open blocks this one. */
  async function assertPreviousClosed(cycle: string) {
    const [earlier] = await db
      .select({ cycle: cycles.cycle })
      .from(cycles)
      .where(and(lt(cycles.cycle, cycle), ne(cycles.state, 'closed')))
      .orderBy(asc(cycles.cycle))
      .limit(1);
    if (earlier) throw new AppError(409, 'cycle_previous_open', { params: { cycle: earlier.cycle } });
  }

  p.queue.define<CloseJob>(
    CLOSE_JOB,
    async ({ cycleId, userId }, job) => {
      running.add(cycleId);
      try {
        await report(userId, job.id, CLOSE_JOB, 0, 'running');
        await closeCycle(db, cycleId, {
          onProgress: async (done, total) => {
            await job.progress(total ? done / total : 1);
            await report(userId, job.id, CLOSE_JOB, total ? done / total : 1, 'running');
          },
        });
        await report(userId, job.id, CLOSE_JOB, 1, 'completed');
      } catch (error) {
        await report(userId, job.id, CLOSE_JOB, 0, 'failed');
        throw error;
      } finally {
        running.delete(cycleId);
      }
    },
    { attempts: 2 },
  );

  p.queue.define<ExpireJob>(EXPIRE_JOB, async ({ cycle, userId }, job) => {
    await db.transaction((tx) => expireDueLots(tx, cycle));
    await report(userId, job.id, EXPIRE_JOB, 1, 'completed');
  });

  return {
    find,
    async requestClose(id: number, userId: number) {
      const cycle = await find(id);
      if (running.has(id)) throw new AppError(409, 'cycle_busy', { params: { cycle: cycle.cycle } });
      await assertPreviousClosed(cycle.cycle);
      const jobId = await p.queue.add<CloseJob>(CLOSE_JOB, { cycleId: id, userId });
      return { job_id: jobId, cycle };
    },
    async requestRecompute(id: number, userId: number) {
      const cycle = await find(id);
      if (cycle.state !== 'closed') throw new AppError(409, 'cycle_not_closed');
      const [later] = await db
        .select({ id: cycles.id })
        .from(cycles)
        .where(and(gt(cycles.cycle, cycle.cycle), ne(cycles.state, 'open')))
        .limit(1);
      if (later) throw new AppError(409, 'cycle_not_latest');
      if (running.has(id)) throw new AppError(409, 'cycle_busy', { params: { cycle: cycle.cycle } });
      await db.transaction((tx) => reopenCycle(tx, cycle.cycle));
      const jobId = await p.queue.add<CloseJob>(CLOSE_JOB, { cycleId: id, userId });
      return { job_id: jobId, cycle: await find(id) };
    },
    async requestExpiry(id: number, userId: number) {
      const cycle = await find(id);
      await assertPreviousClosed(cycle.cycle);
      const jobId = await p.queue.add<ExpireJob>(EXPIRE_JOB, { cycle: cycle.cycle, userId });
      return { job_id: jobId, cycle };
    },
  };
}
