import { z } from 'zod';
import './zod-config.ts';
import { calendarDate, int32, safeString } from './schema-helpers.ts';
import { centavos, id, kwh, ppm, reason, recordDate, recordVersion as version } from './energy-fields.ts';
import {
  CONTRACT_STATUSES,
  COST_CATEGORIES,
  COST_STATUSES,
  INVOICE_STATUSES,
  PAYMENT_METHODS,
  PRICING_MODE_VALUES,
  yearMonthSchema,
} from './energy.ts';

// Contracts, invoices, payments, costs --------------------------------------------------------------------

export const contractInputSchema = z.object({
  customer_id: id,
  plant_id: id.nullable().default(null),
  quota_kwh: kwh.default(0),
  pricing_mode: z.enum(PRICING_MODE_VALUES).default('ECONOMIA_GARANTIDA'),
  discount_ppm: ppm.default(150_000),
  fixed_fee_centavos: centavos.default(0),
  base_includes_flag: z.boolean().default(false),
  due_day: int32().min(1).max(28).default(10),
  payment_method: z.enum(PAYMENT_METHODS).default('BOLETO'),
  start_date: recordDate(),
  end_date: recordDate().nullable().default(null),
  status: z.enum(CONTRACT_STATUSES).default('ATIVO'),
});
export const contractSchema = contractInputSchema.extend({ id, version });
export type Contract = z.infer<typeof contractSchema>;

/**
 * Where an invoice line belongs: the operator's invoice itself, or the distributor's bill the customer pays
 * with GD and would have paid without it (the savings statement's two terms).
 */
/** The price, the two distributor bills, and the taxes each bill contains (already in its lines, §1.10). */
export const INVOICE_LINE_GROUPS = [
  'FATURA',
  'CONTA_COM_GD',
  'CONTA_SEM_GD',
  'TRIBUTOS_COM_GD',
  'TRIBUTOS_SEM_GD',
] as const;
/** What a line bills; energy lines are valued at the tariff with taxes. */
export const INVOICE_LINE_KINDS = [
  'ENERGIA_COMPENSADA',
  'BENEFICIO',
  'DESCONTO',
  'MENSALIDADE',
  'CUSTO_DISPONIBILIDADE',
  'CONSUMO_REDE',
  'FIO_B',
  'BANDEIRA',
  'DEMANDA',
  'CIP',
  'ICMS',
  'PIS',
  'COFINS',
] as const;
/** One line computed at the close; a bill's or the price's lines add up to its total to the centavo. */
export const invoiceLineSchema = z.object({
  group: z.enum(INVOICE_LINE_GROUPS),
  kind: z.enum(INVOICE_LINE_KINDS),
  kwh: kwh.nullable(),
  /** Price per kWh with taxes, in micro-reais, where the line is energy at a tariff. */
  unit_micros: int32().nullable(),
  /** Negative for a discount. */
  amount_centavos: int32(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceSchema = z.object({
  id,
  cycle: safeString(),
  contract_id: id,
  customer_id: id,
  customer_name: safeString(),
  unit_id: id,
  consumption_kwh: kwh,
  compensated_kwh: kwh,
  amount_centavos: centavos,
  bill_with_gd_centavos: centavos,
  bill_without_gd_centavos: centavos,
  savings_centavos: int32(),
  worse_off_warning: z.boolean(),
  credit_balance_kwh: kwh,
  expiring_kwh: kwh,
  issue_date: safeString(),
  due_date: safeString(),
  status: z.enum(INVOICE_STATUSES),
  paid_centavos: centavos,
  paid_on: safeString().nullable(),
  payment_method: z.enum(PAYMENT_METHODS),
  /** Fine and interest of earlier late payments billed on this invoice (encargos_atraso_anteriores). */
  carried_charges_centavos: centavos,
  /** Late charges to date added by second copies. */
  copy_charges_centavos: centavos,
  /** How the close computed the price and both distributor bills. */
  lines: z.array(invoiceLineSchema),
  /** What the customer owes on it: the price plus both kinds of charges. */
  total_centavos: centavos,
});
export type Invoice = z.infer<typeof invoiceSchema>;

/**
 * Kinds of the customer's credit movements: a payment's excess credited and that credit taken back, the
 * credit applied to an invoice and that application reversed.
 */
export const CUSTOMER_CREDIT_KINDS = [
  'EXCESSO_PAGAMENTO',
  'ESTORNO_EXCESSO',
  'APLICACAO_FATURA',
  'ESTORNO_APLICACAO',
] as const;
/** Where a payment's money came from: received from the customer, or the customer's credit applied. */
export const PAYMENT_SOURCES = ['RECEBIMENTO', 'CREDITO_CLIENTE'] as const;

export const paymentInputSchema = z.object({
  invoice_id: id,
  method: z.enum(PAYMENT_METHODS),
  amount_centavos: int32().positive({ message: 'payment_amount_positive' }),
  /** The day the money reached the operator: late charges run to it. */
  credited_on: calendarDate(),
  /** Take an amount above what is open, the excess becoming the customer's credit. */
  excess_as_credit: z.boolean().default(false),
});
/** POST /api/energy/payments/{id}/reverse/: takes a payment back (estorno); the payment stays recorded. */
export const paymentReversalInputSchema = z.object({ reason });
export const paymentReversalSchema = z.object({
  id,
  reversed_on: safeString(),
  reason: safeString(),
  user_id: id.nullable(),
  created_at: safeString(),
});
export const paymentSchema = paymentInputSchema.omit({ excess_as_credit: true }).extend({
  id,
  source: z.enum(PAYMENT_SOURCES),
  late_charges_centavos: centavos,
  /** The invoice that bills this payment's late charges; null until one is open to take them. */
  carried_to_invoice_id: id.nullable(),
  /** The part above the open amount, credited to the customer. */
  excess_centavos: centavos,
  /** Set once the payment was taken back. */
  reversal: paymentReversalSchema.nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** A movement of a customer's credit balance (centavos, signed). */
export const customerCreditSchema = z.object({
  id,
  customer_id: id,
  payment_id: id.nullable(),
  kind: z.enum(CUSTOMER_CREDIT_KINDS),
  amount_centavos: int32(),
  created_at: safeString(),
});
export type CustomerCredit = z.infer<typeof customerCreditSchema>;

/** POST /api/energy/invoices/{id}/apply-credit/: pays the invoice, or part of it, with the customer's credit. */
export const creditApplicationInputSchema = z.object({
  amount_centavos: int32().positive({ message: 'payment_amount_positive' }),
});

export const costInputSchema = z.object({
  plant_id: id,
  month: yearMonthSchema,
  category: z.enum(COST_CATEGORIES),
  amount_centavos: int32().positive(),
  description: safeString().trim().max(200).default(''),
  status: z.enum(COST_STATUSES).default('ATIVO'),
});
export const costSchema = costInputSchema.extend({
  id,
  version,
  /** The day it was deactivated (null while it counts): it is left out of the figures from that month on. */
  deactivated_on: safeString().nullable(),
});
