import { and, asc, eq, lte, ne } from 'drizzle-orm';
import { addMonths, daysBetween } from '@alvorada/energy';
import type { InvoiceStatement, SavingsTotals } from '@alvorada/contracts';
import type { Db } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { notFound } from '../../platform/http/errors.ts';
import { contracts, invoiceCopies, invoices, payments, units } from './schema.ts';
import { invoicesToApi } from './invoice-api.ts';
import { paymentsToApi } from './payment-api.ts';
import { totalOf } from './invoice-total.ts';
import { creditBalance } from './invoice-payments.ts';
import { invoicePix, invoiceReference, type PixReceiver } from './invoice-pix.ts';

type InvoiceRow = typeof invoices.$inferSelect;

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

function totals(rows: InvoiceRow[]): SavingsTotals {
  const sum = (pick: (row: InvoiceRow) => number) => rows.reduce((s, row) => s + pick(row), 0);
  const withoutGd = sum((row) => row.billWithoutGdCentavos);
  const savings = sum((row) => row.savingsCentavos);
  return {
    cycles: rows.length,
    bill_without_gd_centavos: withoutGd,
    bill_with_gd_centavos: sum((row) => row.billWithGdCentavos),
    amount_centavos: sum((row) => row.amountCentavos),
    savings_centavos: savings,
    savings_ratio: ratio(savings, withoutGd),
  };
}

/**
 * An invoice's demonstrativo de economia (§3.5): the cycle's figures, the savings since the contract began
 * and over the last 12 cycles (cancelled invoices left out), the late charges it carries, its payments and
 * second copies, and the PIX code that pays it.
 */
export function createInvoiceStatement(db: Db, receiver: PixReceiver) {
  return async (_actor: Actor, id: number): Promise<InvoiceStatement> => {
    const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
    if (!row) throw notFound();
    const [[invoice], [unit], [contract]] = await Promise.all([
      invoicesToApi([row], db),
      db.select().from(units).where(eq(units.id, row.unitId)),
      db.select().from(contracts).where(eq(contracts.id, row.contractId)),
    ]);
    const history = await db
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.unitId, row.unitId),
          eq(invoices.contractId, row.contractId),
          lte(invoices.cycle, row.cycle),
          ne(invoices.status, 'CANCELADA'),
        ),
      )
      .orderBy(asc(invoices.cycle));
    const firstOf12 = addMonths(row.cycle, -11);
    const last12 = history.filter((h) => h.cycle >= firstOf12);
    const carried = await db
      .select({
        paymentId: payments.id,
        invoiceId: payments.invoiceId,
        cycle: invoices.cycle,
        dueDate: invoices.dueDate,
        creditedOn: payments.creditedOn,
        charges: payments.lateChargesCentavos,
      })
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
      .where(eq(payments.carriedToInvoiceId, id))
      .orderBy(asc(invoices.cycle), asc(payments.id));
    const paid = await db
      .select()
      .from(payments)
      .where(eq(payments.invoiceId, id))
      .orderBy(asc(payments.creditedOn), asc(payments.id));
    const copies = await db
      .select()
      .from(invoiceCopies)
      .where(eq(invoiceCopies.invoiceId, id))
      .orderBy(asc(invoiceCopies.id));
    const open = Math.max(0, totalOf(row) - row.paidCentavos);
    return {
      invoice: invoice!,
      reference: invoiceReference(row),
      pix: invoicePix(receiver, invoice!, open),
      unit: { id: unit!.id, installation_number: unit!.installationNumber, city: unit!.city, uf: unit!.uf },
      contract: {
        id: contract!.id,
        pricing_mode: contract!.pricingMode,
        discount_ppm: contract!.discountPpm,
        start_date: contract!.startDate,
      },
      savings_ratio: ratio(row.savingsCentavos, row.billWithoutGdCentavos),
      open_centavos: open,
      customer_credit_centavos: await creditBalance(db, row.customerId),
      since_start: totals(history),
      last_12_months: totals(last12),
      history: last12.map((h) => ({
        id: h.id,
        cycle: h.cycle,
        bill_without_gd_centavos: h.billWithoutGdCentavos,
        bill_with_gd_centavos: h.billWithGdCentavos,
        amount_centavos: h.amountCentavos,
        savings_centavos: h.savingsCentavos,
        worse_off_warning: h.worseOffWarning,
      })),
      carried: carried.map((c) => ({
        payment_id: c.paymentId,
        invoice_id: c.invoiceId,
        cycle: c.cycle,
        credited_on: c.creditedOn,
        days_late: Math.max(0, daysBetween(c.dueDate, c.creditedOn)),
        charges_centavos: c.charges,
      })),
      payments: await paymentsToApi(paid, db),
      copies: copies.map((c) => ({
        id: c.id,
        issued_on: c.issuedOn,
        previous_due_date: c.previousDueDate,
        due_date: c.dueDate,
        fine_centavos: c.fineCentavos,
        interest_centavos: c.interestCentavos,
        total_centavos: c.totalCentavos,
      })),
    };
  };
}
