import type { InvoiceListItem, Locale } from '@alvorada/contracts';
import type { ExportColumn } from '../../platform/http/list-export.ts';
import { codeLabel, label } from './report-labels.ts';

/** What the customer still owes on an invoice; a cancelled one owes nothing. */
export const openOf = (invoice: Pick<InvoiceListItem, 'status' | 'total_centavos' | 'paid_centavos'>) =>
  invoice.status === 'CANCELADA' ? 0 : Math.max(invoice.total_centavos - invoice.paid_centavos, 0);

/** The invoice list as exported: headers and codes in the reader's language, real days and amounts. */
export function invoiceExportColumns(locale: Locale): ExportColumn<InvoiceListItem>[] {
  const header = (key: Parameters<typeof label>[1]) => label(locale, key);
  return [
    { header: header('invoiceNumber'), kind: 'number', value: (i) => i.id, width: 12 },
    { header: header('cycle'), value: (i) => i.cycle, width: 10 },
    { header: header('customer'), value: (i) => i.customer_name, width: 32 },
    { header: header('unit'), value: (i) => i.installation_number },
    { header: header('plant'), value: (i) => i.plant_name, width: 28 },
    { header: header('distributor'), value: (i) => i.distributor },
    { header: header('issueDate'), kind: 'day', value: (i) => i.issue_date, width: 12 },
    { header: header('dueDate'), kind: 'day', value: (i) => i.due_date, width: 12 },
    { header: header('status'), value: (i) => codeLabel(locale, i.status) },
    { header: header('paymentMethod'), value: (i) => codeLabel(locale, i.payment_method) },
    { header: header('amount'), kind: 'money', value: (i) => i.amount_centavos },
    { header: header('totalOwed'), kind: 'money', value: (i) => i.total_centavos },
    { header: header('paid'), kind: 'money', value: (i) => i.paid_centavos },
    { header: header('openAmount'), kind: 'money', value: openOf },
  ];
}
