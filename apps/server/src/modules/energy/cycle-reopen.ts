import { and, asc, countDistinct, eq, exists, gt, inArray, ne, or } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { reopenCycle } from './close-cycle.ts';
import { claimCycle } from './cycle-lock.ts';
import { cycleResults, cycles, invoiceCopies, invoices, lots, movements, payments } from './schema.ts';

type CycleRow = typeof cycles.$inferSelect;

/** Cycles after `cycle` whose close began or ended, oldest first: the ledger runs through them in order. */
export function laterCycles(db: Executor, cycle: string) {
  return db
    .select()
    .from(cycles)
    .where(and(gt(cycles.cycle, cycle), ne(cycles.state, 'open')))
    .orderBy(asc(cycles.cycle));
}

/**
 * Reopening removes a cycle's invoices, and an invoice with a payment (even one reversed since) or a second
 * copy has a history that must stay: such an invoice keeps its cycle closed. Answers 409 naming how many.
 */
export async function assertInvoicesWithoutHistory(db: Executor, cycleNames: string[]) {
  const history = or(
    exists(db.select({ id: payments.id }).from(payments).where(eq(payments.invoiceId, invoices.id))),
    exists(
      db.select({ id: invoiceCopies.id }).from(invoiceCopies).where(eq(invoiceCopies.invoiceId, invoices.id)),
    ),
  );
  const [row] = await db
    .select({ count: countDistinct(invoices.id) })
    .from(invoices)
    .where(and(inArray(invoices.cycle, cycleNames), history));
  if (row && row.count > 0) {
    throw new AppError(409, 'cycle_invoices_have_history', { params: { count: row.count } });
  }
}

/** What a closed cycle wrote, for the audit log's "before". */
export async function closeFootprint(db: Executor, cycle: string) {
  const counted = async (table: typeof cycleResults | typeof invoices | typeof movements) =>
    (await db.$count(table, eq(table.cycle, cycle))) as number;
  return {
    results: await counted(cycleResults),
    invoices: await counted(invoices),
    movements: await counted(movements),
    lots_created: (await db.$count(lots, eq(lots.originCycle, cycle))) as number,
  };
}

/**
 * Takes closed cycles (oldest first) back to open inside `tx`, undoing the newest first: each one's ledger
 * movements, the lots it created, its invoices and results. Another close or reopen holding one of them
 * answers 409.
 */
export async function reopenInOrder(tx: Tx, chain: CycleRow[]) {
  for (const row of chain) {
    if (!(await claimCycle(tx, row.id, 'closed'))) {
      throw new AppError(409, 'cycle_busy', { params: { cycle: row.cycle } });
    }
  }
  for (const row of [...chain].reverse()) await reopenCycle(tx, row.cycle);
}
