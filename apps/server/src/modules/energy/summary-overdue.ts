import { and, eq } from 'drizzle-orm';
import type { OverdueQuery } from '@alvorada/contracts';
import type { Db } from '../../platform/db/client.ts';
import { listPage, tableSource, type ListCaller, type ListSpec } from '../../platform/db/list.ts';
import { invoices } from './schema.ts';
import { invoicesToApi, shownStatus } from './invoice-api.ts';
import { invoicesWithin, monthsOf } from './summary-period.ts';

const OVERDUE_LIST: ListSpec = {
  ordering: { cycle: invoices.cycle, due_date: invoices.dueDate, amount_centavos: invoices.amountCentavos },
  defaultOrdering: 'due_date',
  key: invoices.id,
};

/**
 * The finance overview's table: the invoices of the period past due and not fully paid, of the plant and
 * distributor the page's filters name, as the page's figures count them.
 */
export function createOverdueInvoices(db: Db) {
  return async function overduePage(query: OverdueQuery, caller: ListCaller & { url: string }) {
    const { from, to } = monthsOf(query);
    const page = await listPage(db, tableSource(invoices), OVERDUE_LIST, query, {
      ...caller,
      where: and(eq(shownStatus, 'VENCIDA'), invoicesWithin(query, from, to)),
    });
    return { ...page, results: await invoicesToApi(page.results, db) };
  };
}
