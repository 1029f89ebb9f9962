import { z } from 'zod';
import './zod-config.ts';
import { calendarDate, localeSchema } from './schema-helpers.ts';
import { reason } from './energy-fields.ts';
import type { Invoice, Payment } from './energy-finance.ts';

/**
 * The detail screens behind the energy overviews: a UC's statement (bills, compensation per cycle, credits
 * by vintage) and an invoice's savings statement with its payments, second copies and late charges (§3.5,
 * §3.9). Units as in energy.ts: whole kWh, integer centavos, cycles `YYYY-MM`, dates `YYYY-MM-DD`.
 */

/** GET /api/energy/invoices/{id}/late-charges/?on=: what a payment on that day would owe in charges. */
export const lateChargesQuerySchema = z.object({ on: calendarDate() });

export interface LateChargesPreview {
  on: string;
  due_date: string;
  days_late: number;
  fine_centavos: number;
  interest_centavos: number;
  charges_centavos: number;
  /** What is still open on the invoice (its total less what was paid). */
  open_centavos: number;
  /** Open amount plus the charges: what the customer owes in all. */
  total_centavos: number;
  /** The invoice the charges will be billed on; null when none is open yet (the next cycle's will). */
  next_invoice: { id: number; cycle: string } | null;
}

/** POST /api/energy/invoices/{id}/cancel/: why the invoice is no longer billed, kept in the audit log. */
export const invoiceCancelInputSchema = z.object({ reason });

/** POST /api/energy/invoices/{id}/copies/: a second copy (segunda via) with a new due date. */
export const invoiceCopyInputSchema = z.object({ due_date: calendarDate() });

export interface InvoiceCopy {
  id: number;
  issued_on: string;
  previous_due_date: string;
  due_date: string;
  fine_centavos: number;
  interest_centavos: number;
  total_centavos: number;
}

/** The §3.5 figures summed over several cycles. */
export interface SavingsTotals {
  cycles: number;
  bill_without_gd_centavos: number;
  bill_with_gd_centavos: number;
  amount_centavos: number;
  savings_centavos: number;
  /** Savings over the bills without GD; null when those are 0. */
  savings_ratio: number | null;
}

/** GET /api/energy/invoices/{id}/document/: the payable PDF, in the reader's language unless one is asked. */
export const invoiceDocumentQuerySchema = z.object({ locale: localeSchema.optional() });

/** POST /api/energy/invoices/{id}/send/: the PDF went by e-mail to the customer's address. */
export interface InvoiceSent {
  to: string;
}

/** The PIX BR Code ("copia e cola") that pays the open amount; its txid is the invoice's reference. */
export interface InvoicePix {
  payload: string;
  amount_centavos: number;
}

/** GET /api/energy/invoices/{id}/statement/: the invoice with its savings statement and its history. */
export interface InvoiceStatement {
  invoice: Invoice;
  /** Printed on the invoice's document and used as the PIX txid. */
  reference: string;
  /** Null when nothing is payable: the invoice is paid or cancelled. */
  pix: InvoicePix | null;
  unit: { id: number; installation_number: string; city: string; uf: string };
  contract: { id: number; pricing_mode: string; discount_ppm: number; start_date: string };
  /** Savings of the cycle over the counterfactual bill (§3.5). */
  savings_ratio: number | null;
  open_centavos: number;
  /** The customer's credit (recorded excess payments, less what was applied), which may pay open invoices. */
  customer_credit_centavos: number;
  since_start: SavingsTotals;
  last_12_months: SavingsTotals;
  /** The UC's invoices of the 12 cycles ending with this one, oldest first. */
  history: {
    id: number;
    cycle: string;
    bill_without_gd_centavos: number;
    bill_with_gd_centavos: number;
    amount_centavos: number;
    savings_centavos: number;
    worse_off_warning: boolean;
  }[];
  /** Late charges of earlier invoices billed on this one. */
  carried: {
    payment_id: number;
    invoice_id: number;
    cycle: string;
    credited_on: string;
    days_late: number;
    charges_centavos: number;
  }[];
  payments: Payment[];
  copies: InvoiceCopy[];
}

/** One cycle of a UC: its distributor bill beside the §3.2 compensation the platform computed. */
export interface UnitCycle {
  cycle: string;
  bill: {
    id: number;
    consumption_kwh: number;
    injected_kwh: number;
    compensated_kwh: number | null;
    credit_balance_kwh: number | null;
    total_centavos: number | null;
    cip_centavos: number;
    due_date: string | null;
    reading_start: string | null;
    reading_end: string | null;
    check_status: string;
  } | null;
  /** Null while the cycle is not closed for the UC. */
  compensation: {
    consumption_kwh: number;
    /** Excedente received from the plants in the cycle (A). */
    received_kwh: number;
    compensated_kwh: number;
    compensated_from_received_kwh: number;
    compensated_from_lots_kwh: number;
    residual_kwh: number;
    banked_kwh: number;
    expired_kwh: number;
    minimum_kwh: number;
    minimum_rule: string;
    bill_centavos: number;
    bill_without_gd_centavos: number;
    /** Credits used per lot, in order of use. */
    lots_used: { lot_id: string; origin_cycle: string; plant_id: number; regime: string; kwh: number }[];
    /** The UC's credit balance after the cycle. */
    balance_kwh: number;
  } | null;
}

export interface UnitLot {
  id: string;
  origin_cycle: string;
  plant_id: number;
  plant_name: string;
  regime: string;
  initial_kwh: number;
  balance_kwh: number;
  expires_at: string;
  status: string;
  /** The lot's ledger, oldest first. */
  movements: { id: number; cycle: string; type: string; kwh: number }[];
}

/** GET /api/energy/units/{id}/statement/: one UC, its bills and compensation by cycle and its credits. */
export interface UnitStatement {
  unit: {
    id: number;
    installation_number: string;
    supply_group: string;
    subgroup: string;
    unit_class: string;
    connection: string | null;
    city: string;
    uf: string;
    active: boolean;
    distributor: string;
    customer_id: number;
    customer_name: string;
    contract_id: number | null;
    plants: { id: number; name: string; percent_ppm: number | null }[];
  };
  /** Newest cycle first. */
  cycles: UnitCycle[];
  /** The credit statement by vintage; null for a reader who may not read Credito. */
  lots: UnitLot[] | null;
}
