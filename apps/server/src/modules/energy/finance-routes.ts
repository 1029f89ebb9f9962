import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { lateCharges } from '@alvorada/energy';
import {
  contractInputSchema,
  contractSchema,
  costInputSchema,
  costSchema,
  ENERGY_API,
  invoiceSchema,
  paymentInputSchema,
  paymentSchema,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { contracts, customers, invoices, payments, plantCosts } from './schema.ts';
import { registerResource, simpleWrites, type Body } from './resource.ts';
import { toSnake } from './case.ts';
import { today } from './clock.ts';

type InvoiceRow = typeof invoices.$inferSelect;

/** An issued invoice past its due date and not fully paid reads as VENCIDA. */
export function invoiceStatus(row: Pick<InvoiceRow, 'status' | 'dueDate'>, on = today()) {
  return (row.status === 'EMITIDA' || row.status === 'PAGA_PARCIAL') && row.dueDate < on
    ? 'VENCIDA'
    : row.status;
}

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
export function financeRoutes(app: FastifyInstance, p: Platform) {
  const tag = 'energy-finance';
  registerResource<typeof contracts.$inferSelect>(app, p, {
    path: `${ENERGY_API}/contracts/`,
    subject: 'Financeiro',
    tag,
    item: contractSchema,
    input: contractInputSchema,
    filters: z.object({ customer_id: z.coerce.number().int().optional(), status: z.string().optional() }),
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

  registerResource<InvoiceRow>(app, p, {
    path: `${ENERGY_API}/invoices/`,
    subject: 'Financeiro',
    tag,
    item: invoiceSchema,
    filters: z.object({
      cycle: z.string().optional(),
      status: z.string().optional(),
      customer_id: z.coerce.number().int().optional(),
      unit_id: z.coerce.number().int().optional(),
      payment_method: z.string().optional(),
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
        status: invoices.status,
        customer_id: invoices.customerId,
        unit_id: invoices.unitId,
        payment_method: invoices.paymentMethod,
      },
    },
    toApi: (rows, _request, db) => invoicesToApi(rows, db),
  });

  registerResource<typeof payments.$inferSelect>(app, p, {
    path: `${ENERGY_API}/payments/`,
    subject: 'Financeiro',
    tag,
    item: paymentSchema,
    input: paymentInputSchema,
    filters: z.object({ invoice_id: z.coerce.number().int().optional(), method: z.string().optional() }),
    list: {
      table: payments,
      key: payments.id,
      ordering: { id: payments.id, credited_on: payments.creditedOn },
      defaultOrdering: '-credited_on',
      filters: { invoice_id: payments.invoiceId, method: payments.method },
    },
    toApi: (rows) => rows.map(toSnake),
    async create(tx, body: Body) {
      const input = body as z.infer<typeof paymentInputSchema>;
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

  registerResource<typeof plantCosts.$inferSelect>(app, p, {
    path: `${ENERGY_API}/costs/`,
    subject: 'Financeiro',
    tag,
    item: costSchema,
    input: costInputSchema,
    filters: z.object({
      plant_id: z.coerce.number().int().optional(),
      month: z.string().optional(),
      category: z.string().optional(),
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
