import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  contractInputSchema,
  CONTRACT_STATUSES,
  costInputSchema,
  COST_CATEGORIES,
  COST_STATUSES,
  idSchema,
  PAYMENT_METHODS,
  paymentInputSchema,
  yearMonthSchema,
} from '@alvorada/contracts';
import type { Db } from '../../platform/db/client.ts';
import { createResourceStore, createTableStore, simpleWrites } from '../../platform/http/resource.ts';
import { contracts, customerCredits, payments, plantCosts } from './schema.ts';
import { createInvoiceList } from './invoice-list.ts';
import { contractToApi, costToApi, customerCreditToApi } from './finance-to-api.ts';
import { paymentsToApi } from './payment-api.ts';
import { createInvoicePayments } from './invoice-payments.ts';
import { createInvoiceBilling } from './invoice-billing.ts';
import { createInvoiceStatement } from './invoice-statement.ts';
import type { PixReceiver } from './invoice-pix.ts';
import { assertContractPlant, assertContractUnused } from './references.ts';
import { assertTermOrdered } from './record-checks.ts';
import { today } from './clock.ts';

/** The day a cost entry is deactivated on: today when it turns inactive, none while it counts. */
const deactivatedOn = (status: (typeof COST_STATUSES)[number]) => (status === 'INATIVO' ? today() : null);

/**
 * Subscription contracts, the operator's invoices (their statements, second copies and cancelling),
 * payments with §3.9 late charges and their reversals, the customers' credit from excess payments, and
 * plant costs.
 */
export function createFinanceService(db: Db, pix: PixReceiver) {
  const billing = createInvoiceBilling(db);
  const paymentsOf = createInvoicePayments(db);
  const contractWrites = simpleWrites(contracts, contracts.id);
  const costWrites = simpleWrites(plantCosts, plantCosts.id);
  return {
    billing,
    reversePayment: paymentsOf.reverse,
    applyCredit: paymentsOf.applyCredit,
    statement: createInvoiceStatement(db, pix),
    contracts: createResourceStore(db, {
      list: {
        table: contracts,
        key: contracts.id,
        ordering: {
          id: contracts.id,
          start_date: contracts.startDate,
          status: contracts.status,
          due_day: contracts.dueDay,
        },
        defaultOrdering: 'id',
      },
      filters: {
        customer_id: [contracts.customerId, idSchema],
        status: [contracts.status, z.enum(CONTRACT_STATUSES)],
      },
      toApi: (rows) => rows.map(contractToApi),
      input: contractInputSchema,
      audit: { subject: 'Financeiro', record: 'contract' },
      version: contracts.version,
      async create(tx, body) {
        assertTermOrdered({ start: body.start_date, end: body.end_date });
        await assertContractPlant(tx, body.plant_id);
        return contractWrites.create(tx, body);
      },
      async update(tx, id, body) {
        const [row] = await tx.select().from(contracts).where(eq(contracts.id, id));
        assertTermOrdered({
          start: body.start_date ?? row!.startDate,
          end: body.end_date === undefined ? row!.endDate : body.end_date,
        });
        await assertContractPlant(tx, body.plant_id);
        await contractWrites.update(tx, id, body);
      },
      async remove(tx, id) {
        await assertContractUnused(tx, id);
        await contractWrites.remove(tx, id);
      },
    }),
    invoices: createInvoiceList(db),
    payments: createResourceStore(db, {
      list: {
        table: payments,
        key: payments.id,
        ordering: { id: payments.id, credited_on: payments.creditedOn },
        defaultOrdering: '-credited_on',
      },
      filters: {
        invoice_id: [payments.invoiceId, idSchema],
        method: [payments.method, z.enum(PAYMENT_METHODS)],
      },
      toApi: (rows, _actor, executor) => paymentsToApi(rows, executor),
      input: paymentInputSchema,
      create: (tx, input, actor) => paymentsOf.pay(tx, input, actor),
    }),
    customerCredits: createTableStore(db, customerCredits, customerCreditToApi, {
      ordering: { id: customerCredits.id, created_at: customerCredits.createdAt },
      defaultOrdering: '-id',
      filters: {
        customer_id: [customerCredits.customerId, idSchema],
        payment_id: [customerCredits.paymentId, idSchema],
      },
    }),
    costs: createResourceStore(db, {
      list: {
        table: plantCosts,
        key: plantCosts.id,
        ordering: {
          id: plantCosts.id,
          month: plantCosts.month,
          category: plantCosts.category,
          amount_centavos: plantCosts.amountCentavos,
        },
        defaultOrdering: '-month',
      },
      filters: {
        plant_id: [plantCosts.plantId, idSchema],
        month: [plantCosts.month, yearMonthSchema],
        category: [plantCosts.category, z.enum(COST_CATEGORIES)],
        status: [plantCosts.status, z.enum(COST_STATUSES)],
      },
      toApi: (rows) => rows.map(costToApi),
      input: costInputSchema,
      audit: { subject: 'Financeiro', record: 'cost' },
      version: plantCosts.version,
      remove: costWrites.remove,
      create: (tx, body) => costWrites.create(tx, { ...body, deactivated_on: deactivatedOn(body.status) }),
      async update(tx, id, body) {
        const [row] = await tx
          .select({ status: plantCosts.status })
          .from(plantCosts)
          .where(eq(plantCosts.id, id));
        const statusChanges = body.status !== undefined && body.status !== row!.status;
        await costWrites.update(
          tx,
          id,
          statusChanges ? { ...body, deactivated_on: deactivatedOn(body.status!) } : body,
        );
      },
    }),
  };
}

export type FinanceService = ReturnType<typeof createFinanceService>;
