import { inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { Invoice } from '@alvorada/contracts';
import type { Executor } from '../../platform/db/client.ts';
import { customers, invoices } from './schema.ts';
import { totalOf } from './invoice-total.ts';
import { today } from './clock.ts';
import { invoiceFieldsToApi } from './finance-to-api.ts';

type InvoiceRow = typeof invoices.$inferSelect;

/** An issued invoice past its due date and not fully paid reads as VENCIDA. */
export function invoiceStatus(row: Pick<InvoiceRow, 'status' | 'dueDate'>, on = today()) {
  return (row.status === 'EMITIDA' || row.status === 'PAGA_PARCIAL') && row.dueDate < on
    ? 'VENCIDA'
    : row.status;
}

/** The same status in SQL, so `?status=VENCIDA` filters as the list shows it; "today" is taken per query. */
export const shownStatus: SQLWrapper = {
  getSQL: () =>
    sql`(case when ${invoices.status} in ('EMITIDA', 'PAGA_PARCIAL') and ${invoices.dueDate} < ${today()}
      then 'VENCIDA' else ${invoices.status} end)`,
};

/** Invoices as the API shows them: shown status, customer name and the total owed. */
export async function invoicesToApi(rows: InvoiceRow[], db: Executor): Promise<Invoice[]> {
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
    ...invoiceFieldsToApi(row),
    status: invoiceStatus(row),
    customer_name: names.get(row.customerId) ?? '',
    total_centavos: totalOf(row),
  }));
}
