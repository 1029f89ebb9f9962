import { and, asc, count, eq, gt, lt, ne, sum } from 'drizzle-orm';
import { z } from 'zod';
import { CYCLE_STATES, cycleInputSchema } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { createResourceStore, simpleWrites } from '../../platform/http/resource.ts';
import { cycles, invoices } from './schema.ts';
import { abandonedCloses } from './cycle-lock.ts';
import { cycleToApi } from './cycle-to-api.ts';
import { reopenCycle } from './close-cycle.ts';
import { claimCycle, releaseClaim } from './cycle-lock.ts';
import { CLOSE_JOB, EXPIRE_JOB, type CloseJob, type ExpireJob } from './cycle-jobs.ts';

/**
 * Billing cycles: their list and flag edits, and the close, recompute and expiry jobs they ask for
 * (cycle-jobs.ts).
 */
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

  const writes = simpleWrites(cycles, cycles.id);
  const store = createResourceStore(db, {
    list: {
      table: cycles,
      key: cycles.id,
      ordering: { id: cycles.id, cycle: cycles.cycle },
      defaultOrdering: '-cycle',
    },
    filters: { state: [cycles.state, z.enum(CYCLE_STATES)] },
    async toApi(rows, _actor, executor) {
      const started = rows.filter((row) => row.state === 'closing' && row.startedAt);
      const abandoned = await abandonedCloses(
        executor,
        started.map((row) => row.id),
      );
      return rows.map((row) => cycleToApi(row, abandoned.has(row.id)));
    },
    input: cycleInputSchema,
    create: writes.create,
    async update(tx, id, body) {
      const [row] = await tx.select().from(cycles).where(eq(cycles.id, id));
      if (row!.state !== 'open') throw new AppError(409, 'cycle_closed', { params: { cycle: row!.cycle } });
      await writes.update(tx, id, { flag_micros: body.flag_micros });
    },
  });

  return {
    store,
    find,
    /** How many invoices a cycle issued and their total. */
    async invoiceTotals(id: number) {
      const cycle = await find(id);
      const [row] = await db
        .select({ count: count(), total: sum(invoices.amountCentavos).mapWith(Number) })
        .from(invoices)
        .where(eq(invoices.cycle, cycle.cycle));
      return { cycle: cycle.cycle, count: row?.count ?? 0, total_centavos: row?.total ?? 0 };
    },
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
export type CycleService = ReturnType<typeof createCycleService>;
