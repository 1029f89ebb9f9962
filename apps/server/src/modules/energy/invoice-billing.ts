import { and, asc, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import { lateCharges } from '@alvorada/energy';
import type { LateChargesPreview } from '@alvorada/contracts';
import type { Db, Executor } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { audit } from '../../platform/audit/audit.ts';
import { invoiceCopies, invoices, paymentReversals, payments } from './schema.ts';
import { totalOf } from './invoice-total.ts';
import { carryPendingCharges, releaseCarriedCharges } from './late-charge-carry.ts';
import { today } from './clock.ts';

type InvoiceRow = typeof invoices.$inferSelect;

/** A payment not taken back since (no reversal names it). */
export const notReversed = (db: Executor) =>
  notExists(
    db
      .select({ id: paymentReversals.id })
      .from(paymentReversals)
      .where(eq(paymentReversals.paymentId, payments.id)),
  );

async function invoiceOf(db: Executor, id: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) throw notFound();
  return row;
}

/**
 * §3.9 charges of paying `invoice` on `on`: fine once and interest per day past the current due date, on
 * the invoice value only. Once a second copy or an earlier payment (not reversed) charged the fine, only
 * interest is left;
 * a second copy's new due date restarts the interest (the charges up to it are on the copy).
 */
export async function chargesDue(db: Executor, invoice: InvoiceRow, on: string) {
  const charges = lateCharges(invoice.amountCentavos, invoice.dueDate, on);
  const [copyFined] = await db
    .select({ id: invoiceCopies.id })
    .from(invoiceCopies)
    .where(and(eq(invoiceCopies.invoiceId, invoice.id), gt(invoiceCopies.fineCentavos, 0)))
    .limit(1);
  const [paymentFined] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.invoiceId, invoice.id), gt(payments.lateChargesCentavos, 0), notReversed(db)))
    .limit(1);
  const fineCentavos = copyFined || paymentFined ? 0 : charges.fineCentavos;
  return { daysLate: charges.daysLate, fineCentavos, interestCentavos: charges.interestCentavos };
}

/** The invoice that would bill charges arising now: the customer's earliest open one of a later cycle. */
async function nextOpenInvoice(db: Executor, invoice: InvoiceRow) {
  const [next] = await db
    .select({ id: invoices.id, cycle: invoices.cycle })
    .from(invoices)
    .where(
      and(
        eq(invoices.customerId, invoice.customerId),
        gt(invoices.cycle, invoice.cycle),
        inArray(invoices.status, ['EMITIDA', 'PAGA_PARCIAL']),
      ),
    )
    .orderBy(asc(invoices.cycle), asc(invoices.id))
    .limit(1);
  return next ?? null;
}

const isOpen = (invoice: InvoiceRow) => invoice.status === 'EMITIDA' || invoice.status === 'PAGA_PARCIAL';

/** The late charges a payment would owe, second copies and cancellation of the operator's invoices (§3.9). */
export function createInvoiceBilling(db: Db) {
  return {
    async preview(_actor: Actor, id: number, on: string): Promise<LateChargesPreview> {
      const invoice = await invoiceOf(db, id);
      const charges = await chargesDue(db, invoice, on);
      const open = Math.max(0, totalOf(invoice) - invoice.paidCentavos);
      const chargesCentavos = charges.fineCentavos + charges.interestCentavos;
      return {
        on,
        due_date: invoice.dueDate,
        days_late: charges.daysLate,
        fine_centavos: charges.fineCentavos,
        interest_centavos: charges.interestCentavos,
        charges_centavos: chargesCentavos,
        open_centavos: open,
        total_centavos: open + chargesCentavos,
        next_invoice: await nextOpenInvoice(db, invoice),
      };
    },

    /**
     * A second copy: the open amount with the late charges to today, due on `dueDate`; the invoice keeps
     * every copy as its history and takes the new due date.
     */
    async issueCopy(actor: Actor, id: number, dueDate: string) {
      const on = today();
      if (dueDate < on) throw new AppError(400, 'due_date_past', { fields: { due_date: ['due_date_past'] } });
      return db.transaction(async (tx) => {
        const invoice = await invoiceOf(tx, id);
        if (!isOpen(invoice)) throw new AppError(409, 'invoice_not_open');
        const charges = await chargesDue(tx, invoice, on);
        const chargesCentavos = charges.fineCentavos + charges.interestCentavos;
        const copy = {
          issued_on: on,
          due_date: dueDate,
          fine_centavos: charges.fineCentavos,
          interest_centavos: charges.interestCentavos,
          total_centavos: totalOf(invoice) - invoice.paidCentavos + chargesCentavos,
        };
        await tx.insert(invoiceCopies).values({
          invoiceId: id,
          issuedOn: on,
          previousDueDate: invoice.dueDate,
          dueDate,
          fineCentavos: copy.fine_centavos,
          interestCentavos: copy.interest_centavos,
          totalCentavos: copy.total_centavos,
          userId: actor.userId,
        });
        await tx
          .update(invoices)
          .set({ dueDate, copyChargesCentavos: invoice.copyChargesCentavos + chargesCentavos })
          .where(eq(invoices.id, id));
        await audit(tx, actor, {
          action: 'issue_copy',
          subject: 'Financeiro',
          targetId: id,
          before: { due_date: invoice.dueDate },
          after: copy,
        });
      });
    },

    /**
     * Cancels an invoice nothing was paid on, with the reason the audit log keeps; the late charges it carried
     * move to the next open one.
     */
    async cancel(actor: Actor, id: number, reason: string) {
      await db.transaction(async (tx) => {
        const invoice = await invoiceOf(tx, id);
        if (invoice.status === 'CANCELADA') return;
        if (invoice.status === 'PAGA' || invoice.paidCentavos > 0)
          throw new AppError(409, 'invoice_paid_not_cancellable');
        await tx.update(invoices).set({ status: 'CANCELADA' }).where(eq(invoices.id, id));
        await releaseCarriedCharges(tx, sql`${id}`);
        await carryPendingCharges(tx, invoice.customerId);
        await audit(tx, actor, {
          action: 'cancel',
          subject: 'Financeiro',
          targetId: id,
          before: { status: invoice.status },
          after: { status: 'CANCELADA', reason },
        });
      });
    },
  };
}
export type InvoiceBilling = ReturnType<typeof createInvoiceBilling>;
