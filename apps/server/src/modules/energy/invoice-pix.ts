import { brCode, type InvoicePix } from '@alvorada/contracts';

/** Who PIX payments of the operator's invoices go to (README, configuration: PIX_KEY and friends). */
export interface PixReceiver {
  key: string;
  merchantName: string;
  merchantCity: string;
}

const PAYABLE = ['EMITIDA', 'PAGA_PARCIAL', 'VENCIDA'];

/** The invoice's reference, printed on its document and the PIX txid: letters and digits only. */
export const invoiceReference = (invoice: { id: number; cycle: string }) =>
  `ALV${invoice.cycle.replace('-', '')}${String(invoice.id).padStart(6, '0')}`;

/** The BR Code that pays what is open on the invoice; none once it is paid or cancelled. */
export function invoicePix(
  receiver: PixReceiver,
  invoice: { id: number; cycle: string; status: string },
  openCentavos: number,
): InvoicePix | null {
  if (!PAYABLE.includes(invoice.status) || openCentavos <= 0) return null;
  return {
    payload: brCode({ ...receiver, amount: openCentavos / 100, txid: invoiceReference(invoice) }),
    amount_centavos: openCentavos,
  };
}
