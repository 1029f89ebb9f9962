import { z } from 'zod';
import './zod-config.ts';
import { listQuerySchema, pageOf } from './api.ts';
import { calendarDate, idSchema, int32, queryInt, safeString } from './schema-helpers.ts';
import { id } from './energy-fields.ts';
import { INVOICE_STATUSES, PAYMENT_METHODS, yearMonthSchema } from './energy.ts';
import { invoiceSchema } from './energy-finance.ts';
import { filterOptionsSchema } from './energy-summaries.ts';

/** `?status=VENCIDA` keeps issued invoices past their due date and not fully paid, as the list shows them. */
const invoiceFilters = {
  cycle: yearMonthSchema.optional(),
  status: z.enum(INVOICE_STATUSES).optional(),
  customer_id: idSchema.optional(),
  unit_id: idSchema.optional(),
  plant_id: idSchema.optional(),
  distributor_id: idSchema.optional(),
  payment_method: z.enum(PAYMENT_METHODS).optional(),
  /** The invoice's price (centavos) from `amount_min` to `amount_max`, both included. */
  amount_min: queryInt(int32().min(0)).optional(),
  amount_max: queryInt(int32().min(0)).optional(),
  /** Due from `due_from` to `due_to`, both included. */
  due_from: calendarDate().optional(),
  due_to: calendarDate().optional(),
};

/** GET /api/energy/invoices/: the operator's invoices, filtered, with the totals of the filtered set. */
export const invoiceListQuerySchema = listQuerySchema.extend(invoiceFilters);
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

/** GET /api/energy/invoices/export/: the same list, every row, as CSV or XLSX. */
export const invoiceExportQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx']).default('csv'),
  ordering: safeString().max(64).optional(),
  search: safeString().max(200).optional(),
  ...invoiceFilters,
});
export type InvoiceExportQuery = z.infer<typeof invoiceExportQuerySchema>;

/** An invoice as the list shows it: where it belongs besides what it bills (its lines are on its page). */
export const invoiceListItemSchema = invoiceSchema.omit({ lines: true }).extend({
  installation_number: safeString(),
  distributor_id: id,
  distributor: safeString(),
  plant_id: id.nullable(),
  plant_name: safeString().nullable(),
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

/** Over every invoice the filters keep, not only the page's; cancelled invoices owe nothing. */
const sum = z.number().int().min(0);
export const invoiceTotalsSchema = z.object({
  count: int32(),
  amount_centavos: sum,
  total_centavos: sum,
  paid_centavos: sum,
  open_centavos: sum,
});
export type InvoiceTotals = z.infer<typeof invoiceTotalsSchema>;

export const invoiceListPageSchema = pageOf(invoiceListItemSchema).extend({ totals: invoiceTotalsSchema });
export type InvoiceListPage = z.infer<typeof invoiceListPageSchema>;

/** GET /api/energy/invoices/filters/: what the list's pickers offer, to any reader of the list. */
export const invoiceFilterOptionsSchema = filterOptionsSchema.extend({ cycles: z.array(safeString()) });
export type InvoiceFilterOptions = z.infer<typeof invoiceFilterOptionsSchema>;
