import { and, asc, count, eq, lt, ne, sum } from 'drizzle-orm';
import { z } from 'zod';
import { CYCLE_STATES, cycleCloseInputSchema, cycleInputSchema } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { audit } from '../../platform/audit/audit.ts';
import { recordHistory } from '../../platform/audit/record-history.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { createResourceStore, simpleWrites } from '../../platform/http/resource.ts';
import { cycles, invoices } from './schema.ts';
import { abandonedCloses, claimCycle, releaseClaim } from './cycle-lock.ts';
import { cycleToApi } from './cycle-to-api.ts';
import { CLOSE_JOB, queueExpiry, type CloseJob } from './cycle-jobs.ts';
import { queueRecompute } from './cycle-recompute-job.ts';
import { assertMonthEnded, closePreview, missingBills } from './cycle-close-checks.ts';
import { assertInvoicesWithoutHistory, closeFootprint, laterCycles, reopenInOrder } from './cycle-reopen.ts';

type CycleCloseInput = z.output<typeof cycleCloseInputSchema>;

/**
 * Billing cycles: their list and flag edits, the close (with its checks), reopening, the recompute of a
 * cycle and those after it, and expiry, each close or recompute a job (cycle-jobs.ts, cycle-recompute-job.ts).
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
    audit: { subject: 'Credito', record: 'cycle' },
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
    /** What a close would meet: the month's end and the UCs under contract missing a bill. */
    async closePreview(id: number) {
      return closePreview(db, (await find(id)).cycle);
    },
    /**
     * Asks for a cycle's close. A fresh close needs its month ended and, when UCs under contract have no
     * bill for it, `override` with the reason, kept on the cycle with the UCs. A failed or abandoned close
     * resumes as it was asked.
     */
    async requestClose(actor: Actor, id: number, body: CycleCloseInput) {
      const cycle = await find(id);
      await assertPreviousClosed(cycle.cycle);
      const fresh = cycle.state === 'open';
      const missing = fresh ? await missingBills(db, cycle.cycle) : null;
      if (fresh) {
        assertMonthEnded(cycle.cycle);
        if (missing!.ids.length && !body?.override) {
          throw new AppError(409, 'cycle_missing_bills', {
            params: { cycle: cycle.cycle, count: missing!.ids.length },
          });
        }
      }
      if (cycle.state !== 'closed') {
        await db.transaction(async (tx) => {
          if (!(await claimCycle(tx, id))) {
            throw new AppError(409, 'cycle_busy', { params: { cycle: cycle.cycle } });
          }
          if (!fresh) return;
          const override = missing!.ids.length
            ? { unitIds: missing!.ids, reason: body!.reason, by: actor.userId, at: new Date() }
            : null;
          await tx
            .update(cycles)
            .set({
              overrideUnitIds: override?.unitIds ?? null,
              overrideReason: override?.reason ?? null,
              overrideBy: override?.by ?? null,
              overrideAt: override?.at ?? null,
            })
            .where(eq(cycles.id, id));
          await audit(tx, actor, {
            action: 'close',
            subject: 'Credito',
            targetId: id,
            before: { cycle: cycle.cycle, state: cycle.state },
            after: {
              cycle: cycle.cycle,
              state: 'closing',
              ...(override && { reason: override.reason, missing_bill_unit_ids: override.unitIds }),
            },
          });
        });
      }
      const jobId = await queueClose(id, actor.userId!, cycle.state === 'failed' ? 'failed' : 'open');
      return { job_id: jobId, cycle: await find(id) };
    },
    /**
     * Reopens the latest closed cycle, with the reason: its ledger movements, the lots it created, its
     * invoices and results are undone, and it is open to be closed again.
     */
    async reopen(actor: Actor, id: number, reason: string) {
      const cycle = await find(id);
      if (cycle.state !== 'closed') throw new AppError(409, 'cycle_not_closed');
      const later = await laterCycles(db, cycle.cycle);
      if (later.length) {
        throw new AppError(409, 'cycle_reopen_later_first', {
          params: { cycle: cycle.cycle, later: later.map((row) => row.cycle).join(', ') },
        });
      }
      await assertInvoicesWithoutHistory(db, [cycle.cycle]);
      await db.transaction(async (tx) => {
        const before = await closeFootprint(tx, cycle.cycle);
        await reopenInOrder(tx, [cycle]);
        await tx
          .update(cycles)
          .set({
            reopenReason: reason,
            reopenedBy: actor.userId,
            reopenedAt: new Date(),
            overrideUnitIds: null,
            overrideReason: null,
            overrideBy: null,
            overrideAt: null,
          })
          .where(eq(cycles.id, id));
        await audit(tx, actor, {
          action: 'reopen',
          subject: 'Credito',
          targetId: id,
          before: { cycle: cycle.cycle, state: 'closed', closed_at: cycle.closedAt, ...before },
          after: { cycle: cycle.cycle, state: 'open', reason },
        });
      });
      return find(id);
    },
    /**
     * Computes a closed cycle again and, the ledger being sequential, every closed cycle after it: all are
     * reopened at once and one job closes them again in order.
     */
    async requestRecompute(actor: Actor, id: number, reason?: string) {
      const cycle = await find(id);
      if (cycle.state !== 'closed') throw new AppError(409, 'cycle_not_closed');
      const chain = [cycle, ...(await laterCycles(db, cycle.cycle))];
      const busy = chain.find((row) => row.state !== 'closed');
      if (busy) throw new AppError(409, 'cycle_busy', { params: { cycle: busy.cycle } });
      await assertInvoicesWithoutHistory(
        db,
        chain.map((row) => row.cycle),
      );
      await db.transaction(async (tx) => {
        await reopenInOrder(tx, chain);
        for (const row of chain) await claimCycle(tx, row.id);
        // Each cycle of the chain keeps the entry in its own history, naming the chain it was recomputed in.
        for (const row of chain)
          await audit(tx, actor, {
            action: 'recompute',
            subject: 'Credito',
            targetId: row.id,
            before: { cycle: row.cycle, state: 'closed', closed_at: row.closedAt },
            after: {
              cycle: row.cycle,
              state: 'closing',
              requested_for: cycle.cycle,
              cycles: chain.map((link) => link.cycle),
              reason: reason ?? null,
            },
          });
      });
      const cycleIds = chain.map((row) => row.id);
      try {
        const jobId = await queueRecompute(p, cycleIds, actor.userId!);
        return { job_id: jobId, cycle: await find(id) };
      } catch (error) {
        // Reopened: without their job the cycles are failed closes, which a new close completes.
        for (const cycleId of cycleIds) await releaseClaim(db, cycleId, 'failed');
        throw error;
      }
    },
    /** The cycle's own audit entries (closes, overrides, reopenings, recomputes), its latest 50. */
    async history(id: number) {
      await find(id);
      return recordHistory(db, 'Credito', id, 50);
    },
    async requestExpiry(actor: Actor, id: number) {
      const cycle = await find(id);
      await assertPreviousClosed(cycle.cycle);
      const jobId = await queueExpiry(p, cycle.cycle, actor.userId!);
      await audit(db, actor, {
        action: 'expire',
        subject: 'Credito',
        targetId: id,
        before: { cycle: cycle.cycle, state: cycle.state },
        after: { cycle: cycle.cycle, job_id: jobId },
      });
      return { job_id: jobId, cycle };
    },
  };
}
export type CycleService = ReturnType<typeof createCycleService>;
