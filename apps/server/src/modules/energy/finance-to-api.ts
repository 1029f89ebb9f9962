import type { Contract, costSchema, CustomerCredit, invoiceSchema, Payment } from '@alvorada/contracts';
import type { z } from 'zod';
import type {
  contracts,
  customerCredits,
  invoices,
  paymentReversals,
  payments,
  plantCosts,
} from './schema.ts';

type Cost = z.output<typeof costSchema>;
/** An invoice's own fields; the shown status, the customer's name and the total are added by invoice-api.ts. */
type InvoiceFields = Omit<z.output<typeof invoiceSchema>, 'customer_name' | 'total_centavos'>;

export const contractToApi = (row: typeof contracts.$inferSelect): Contract => ({
  id: row.id,
  version: row.version,
  customer_id: row.customerId,
  plant_id: row.plantId,
  quota_kwh: row.quotaKwh,
  pricing_mode: row.pricingMode,
  discount_ppm: row.discountPpm,
  fixed_fee_centavos: row.fixedFeeCentavos,
  base_includes_flag: row.baseIncludesFlag,
  due_day: row.dueDay,
  payment_method: row.paymentMethod,
  start_date: row.startDate,
  end_date: row.endDate,
  status: row.status,
});

export const invoiceFieldsToApi = (row: typeof invoices.$inferSelect): InvoiceFields => ({
  id: row.id,
  cycle: row.cycle,
  contract_id: row.contractId,
  customer_id: row.customerId,
  unit_id: row.unitId,
  consumption_kwh: row.consumptionKwh,
  compensated_kwh: row.compensatedKwh,
  amount_centavos: row.amountCentavos,
  bill_with_gd_centavos: row.billWithGdCentavos,
  bill_without_gd_centavos: row.billWithoutGdCentavos,
  savings_centavos: row.savingsCentavos,
  worse_off_warning: row.worseOffWarning,
  credit_balance_kwh: row.creditBalanceKwh,
  expiring_kwh: row.expiringKwh,
  issue_date: row.issueDate,
  due_date: row.dueDate,
  status: row.status,
  paid_centavos: row.paidCentavos,
  paid_on: row.paidOn,
  payment_method: row.paymentMethod,
  carried_charges_centavos: row.carriedChargesCentavos,
  copy_charges_centavos: row.copyChargesCentavos,
  lines: row.lines,
});

export const paymentToApi = (
  row: typeof payments.$inferSelect,
  reversal: typeof paymentReversals.$inferSelect | null,
): Payment => ({
  id: row.id,
  invoice_id: row.invoiceId,
  method: row.method,
  source: row.source,
  amount_centavos: row.amountCentavos,
  credited_on: row.creditedOn,
  late_charges_centavos: row.lateChargesCentavos,
  carried_to_invoice_id: row.carriedToInvoiceId,
  excess_centavos: row.excessCentavos,
  reversal: reversal && {
    id: reversal.id,
    reversed_on: reversal.reversedOn,
    reason: reversal.reason,
    user_id: reversal.userId,
    created_at: reversal.createdAt.toISOString(),
  },
});

export const customerCreditToApi = (row: typeof customerCredits.$inferSelect): CustomerCredit => ({
  id: row.id,
  customer_id: row.customerId,
  payment_id: row.paymentId,
  kind: row.kind,
  amount_centavos: row.amountCentavos,
  created_at: row.createdAt.toISOString(),
});

export const costToApi = (row: typeof plantCosts.$inferSelect): Cost => ({
  id: row.id,
  version: row.version,
  plant_id: row.plantId,
  month: row.month,
  category: row.category,
  amount_centavos: row.amountCentavos,
  description: row.description,
  status: row.status,
  deactivated_on: row.deactivatedOn,
});
