import { and, asc, eq, gt, lt, ne } from 'drizzle-orm';
import type { Platform } from '../../platform/platform.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { cycles } from './schema.ts';
import { reopenCycle } from './close-cycle.ts';
import { claimCycle, releaseClaim } from './cycle-lock.ts';
import { CLOSE_JOB, EXPIRE_JOB, type CloseJob, type ExpireJob } from './cycle-jobs.ts';

/** Billing-cycle orchestration: asks for the close, recompute and expiry jobs (cycle-jobs.ts). */
export function createCycleService(p: Pick<Platform, 'db' | 'queue'>) {
  const { db } = p;

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

  /** Queues the close of a claimed cycle; a job that cannot be queued gives the claim back. */
  async function queueClose(cycleId: number, userId: number, stateWithoutJob: 'open' | 'failed') {
    try {
      return await p.queue.add<CloseJob>(CLOSE_JOB, { cycleId, userId });
    } catch (error) {
      await releaseClaim(db, cycleId, stateWithoutJob);
      throw error;
    }
  }

  return {
    find,
    async requestClose(id: number, userId: number) {
      const cycle = await find(id);
      await assertPreviousClosed(cycle.cycle);
      if (cycle.state !== 'closed' && !(await claimCycle(db, id))) {
        throw new AppError(409, 'cycle_busy', { params: { cycle: cycle.cycle } });
      }
      const jobId = await queueClose(id, userId, cycle.state === 'failed' ? 'failed' : 'open');
      return { job_id: jobId, cycle: await find(id) };
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
      await db.transaction(async (tx) => {
        if (!(await claimCycle(tx, id, 'closed'))) {
          throw new AppError(409, 'cycle_busy', { params: { cycle: cycle.cycle } });
        }
        await reopenCycle(tx, cycle.cycle);
        await claimCycle(tx, id);
      });
      // Reopened: without its job the cycle is a failed close, which a new close completes.
      const jobId = await queueClose(id, userId, 'failed');
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
