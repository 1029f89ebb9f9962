import { eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import { lateCharges } from '@alvorada/energy';
import {
  contractInputSchema,
  contractSchema,
  costInputSchema,
  costSchema,
  invoiceSchema,
  paymentInputSchema,
  paymentSchema,
  idSchema,
  safeString,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { contracts, customers, invoices, payments, plantCosts } from './schema.ts';
import { registerResource, simpleWrites } from '../../platform/http/resource.ts';
import { toSnake } from '../../platform/db/case.ts';
import { today } from './clock.ts';
import type { App } from '../../platform/http/app-type.ts';

type InvoiceRow = typeof invoices.$inferSelect;

/** An issued invoice past its due date and not fully paid reads as VENCIDA. */
export function invoiceStatus(row: Pick<InvoiceRow, 'status' | 'dueDate'>, on = today()) {
  return (row.status === 'EMITIDA' || row.status === 'PAGA_PARCIAL') && row.dueDate < on
    ? 'VENCIDA'
    : row.status;
}

/** The same status in SQL, so `?status=VENCIDA` filters as the list shows it; "today" is taken per query. */
const shownStatus: SQLWrapper = {
  getSQL: () =>
    sql`(case when ${invoices.status} in ('EMITIDA', 'PAGA_PARCIAL') and ${invoices.dueDate} < ${today()}
      then 'VENCIDA' else ${invoices.status} end)`,
};

async function invoicesToApi(rows: InvoiceRow[], db: Executor) {
  const ids = [...new Set(rows.map((row) => row.customerId))];
  const names = new Map(
    ids.length
      ? (
          await db
            .select({ id: customers.id, name: customers.name })
            .from(customers)
            .where(inArray(customers.id, ids))
        ).map((c) => [c.id, c.name])
      : [],
  );
  return rows.map((row) => ({
    ...toSnake(row),
    status: invoiceStatus(row),
    customer_name: names.get(row.customerId) ?? '',
  }));
}

/** Subscription contracts, the operator's invoices, payments (with §3.9 late charges) and plant costs. */
export function financeRoutes(app: App, p: Platform) {
  const tag = 'energy-finance';
  registerResource(app, p.db, {
    paths: { list: '/api/energy/contracts/', item: '/api/energy/contracts/:id/' },
    subject: 'Financeiro',
    tag,
    item: contractSchema,
    input: contractInputSchema,
    filters: z.object({ customer_id: idSchema.optional(), status: safeString().optional() }),
    list: {
      table: contracts,
      key: contracts.id,
      ordering: { id: contracts.id, start_date: contracts.startDate },
      defaultOrdering: 'id',
      filters: { customer_id: contracts.customerId, status: contracts.status },
    },
    toApi: (rows) => rows.map(toSnake),
    ...simpleWrites(contracts, contracts.id),
  });

  registerResource(app, p.db, {
    paths: { list: '/api/energy/invoices/', item: '/api/energy/invoices/:id/' },
    subject: 'Financeiro',
    tag,
    item: invoiceSchema,
    filters: z.object({
      cycle: safeString().optional(),
      status: safeString().optional(),
      customer_id: idSchema.optional(),
      unit_id: idSchema.optional(),
      payment_method: safeString().optional(),
    }),
    list: {
      table: invoices,
      key: invoices.id,
      ordering: {
        id: invoices.id,
        cycle: invoices.cycle,
        due_date: invoices.dueDate,
        amount_centavos: invoices.amountCentavos,
      },
      defaultOrdering: '-cycle',
      filters: {
        cycle: invoices.cycle,
        status: shownStatus,
        customer_id: invoices.customerId,
        unit_id: invoices.unitId,
        payment_method: invoices.paymentMethod,
      },
    },
    toApi: (rows, _actor, db) => invoicesToApi(rows, db),
  });

  registerResource(app, p.db, {
    paths: { list: '/api/energy/payments/', item: '/api/energy/payments/:id/' },
    subject: 'Financeiro',
    tag,
    item: paymentSchema,
    input: paymentInputSchema,
    filters: z.object({ invoice_id: idSchema.optional(), method: safeString().optional() }),
    list: {
      table: payments,
      key: payments.id,
      ordering: { id: payments.id, credited_on: payments.creditedOn },
      defaultOrdering: '-credited_on',
      filters: { invoice_id: payments.invoiceId, method: payments.method },
    },
    toApi: (rows) => rows.map(toSnake),
    async create(tx, input) {
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, input.invoice_id));
      if (!invoice)
        throw new AppError(400, 'not_found_reference', { fields: { invoice_id: ['not_found_reference'] } });
      if (invoice.status === 'CANCELADA') throw new AppError(409, 'invoice_cancelled');
      const charges = lateCharges(invoice.amountCentavos, invoice.dueDate, input.credited_on);
      const paid = invoice.paidCentavos + input.amount_centavos;
      await tx
        .update(invoices)
        .set({
          paidCentavos: paid,
          paidOn: input.credited_on,
          status: paid >= invoice.amountCentavos ? 'PAGA' : 'PAGA_PARCIAL',
        })
        .where(eq(invoices.id, invoice.id));
      const [row] = await tx
        .insert(payments)
        .values({
          invoiceId: invoice.id,
          method: input.method,
          amountCentavos: input.amount_centavos,
          creditedOn: input.credited_on,
          lateChargesCentavos: charges.fineCentavos + charges.interestCentavos,
        })
        .returning({ id: payments.id });
      return row!.id;
    },
  });

  registerResource(app, p.db, {
    paths: { list: '/api/energy/costs/', item: '/api/energy/costs/:id/' },
    subject: 'Financeiro',
    tag,
    item: costSchema,
    input: costInputSchema,
    filters: z.object({
      plant_id: idSchema.optional(),
      month: safeString().optional(),
      category: safeString().optional(),
    }),
    list: {
      table: plantCosts,
      key: plantCosts.id,
      ordering: { id: plantCosts.id, month: plantCosts.month, amount_centavos: plantCosts.amountCentavos },
      defaultOrdering: '-month',
      filters: { plant_id: plantCosts.plantId, month: plantCosts.month, category: plantCosts.category },
    },
    toApi: (rows) => rows.map(toSnake),
    ...simpleWrites(plantCosts, plantCosts.id),
  });
}
