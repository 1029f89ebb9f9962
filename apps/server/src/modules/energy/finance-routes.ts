import { z } from 'zod';
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
import { contracts, invoices, payments, plantCosts } from './schema.ts';
import { invoicesToApi, shownStatus } from './invoice-api.ts';
import { createInvoiceBilling } from './invoice-billing.ts';
import { assertContractPlant, assertContractUnused } from './references.ts';
import { registerResource, simpleWrites } from '../../platform/http/resource.ts';
import { toSnake } from '../../platform/db/case.ts';
import type { App } from '../../platform/http/app-type.ts';

/** Subscription contracts, the operator's invoices, payments (with §3.9 late charges) and plant costs. */
export function financeRoutes(app: App, p: Platform) {
  const tag = 'energy-finance';
  const billing = createInvoiceBilling(p.db);
  const contractWrites = simpleWrites(contracts, contracts.id);
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
    async create(tx, body) {
      await assertContractPlant(tx, body.plant_id);
      return contractWrites.create(tx, body);
    },
    async update(tx, id, body) {
      await assertContractPlant(tx, body.plant_id);
      await contractWrites.update(tx, id, body);
    },
    async remove(tx, id) {
      await assertContractUnused(tx, id);
      await contractWrites.remove(tx, id);
    },
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
    create: (tx, input) => billing.pay(tx, input),
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
