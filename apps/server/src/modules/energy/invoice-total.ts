import { sql } from 'drizzle-orm';
import { invoices } from './schema.ts';

type ChargedInvoice = Pick<
  typeof invoices.$inferSelect,
  'amountCentavos' | 'carriedChargesCentavos' | 'copyChargesCentavos'
>;

/** What the customer owes on an invoice: its price, the late charges carried onto it and a second copy's. */
export const totalOf = (row: ChargedInvoice) =>
  row.amountCentavos + row.carriedChargesCentavos + row.copyChargesCentavos;

/** The same total in SQL. */
export const invoiceTotal = sql<number>`(${invoices.amountCentavos} + ${invoices.carriedChargesCentavos} + ${invoices.copyChargesCentavos})`;
