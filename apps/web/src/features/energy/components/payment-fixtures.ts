import type { InvoiceStatement, LateChargesPreview, Payment } from '@alvorada/contracts';

/** An invoice of R$ 396,44 issued on 2026-11-03, nothing paid yet, as its statement answers it. */
export const statement = {
  invoice: {
    id: 41,
    cycle: '2026-10',
    issue_date: '2026-11-03',
    due_date: '2026-11-10',
    status: 'VENCIDA',
    payment_method: 'PIX',
    customer_name: 'Carla Ribeiro Costa',
    total_centavos: 39_644,
  },
  open_centavos: 39_644,
  payments: [],
} as unknown as InvoiceStatement;

export const lateCharges: LateChargesPreview = {
  on: '2026-11-20',
  due_date: '2026-11-10',
  days_late: 10,
  fine_centavos: 793,
  interest_centavos: 132,
  charges_centavos: 925,
  open_centavos: 39_644,
  total_centavos: 40_569,
  next_invoice: null,
};

/** A payment of the invoice; `reversal` when it was taken back. */
export const payment = (id: number, over: Partial<Payment> = {}): Payment => ({
  id,
  invoice_id: 41,
  method: 'PIX',
  source: 'RECEBIMENTO',
  amount_centavos: 10_000,
  credited_on: '2026-11-12',
  late_charges_centavos: 0,
  carried_to_invoice_id: null,
  excess_centavos: 0,
  reversal: null,
  ...over,
});
