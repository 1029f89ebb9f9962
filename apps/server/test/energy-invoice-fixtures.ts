import { afterAll, beforeAll } from 'vitest';
import { addMonths } from '@alvorada/energy';
import type { moduleServer } from './module-server.ts';
import { cpfFrom } from '../src/modules/energy/seed.ts';
import { invoices } from '../src/modules/energy/schema.ts';
import { setToday } from '../src/modules/energy/clock.ts';

// The §3.9 example: R$ 396,44 issued 01/06/2026, due 10/06/2026; the next cycle's invoice due 10/07/2026.
export const MAY = { cycle: '2026-05', amount: 39_644, due: '2026-06-10' };
export const JUNE = { cycle: '2026-06', amount: 41_000, due: '2026-07-10' };

/** The file's cases run on 05/07/2026: May's invoice overdue, June's not yet due. */
export function todayBetweenMayAndJuneDue() {
  beforeAll(() => setToday('2026-07-05'));
  afterAll(() => setToday(null));
}

/** Customers with invoices of chosen amounts and due dates, and payments of them, for the billing tests. */
export function invoiceFixtures(energy: ReturnType<typeof moduleServer>) {
  const { api, created, server } = energy;
  let customerSeq = 0;

  /** A customer of its own with one UC and contract, and invoices for the given cycles (amount, due date). */
  async function customerWithInvoices(list: { cycle: string; amount: number; due: string }[]) {
    customerSeq += 1;
    const [distributor] = (await api('GET', '/units/?page_size=5')).body.results;
    const customer = await created('/customers/', {
      person_type: 'PF',
      name: `Cliente de cobrança ${customerSeq}`,
      cpf_cnpj: cpfFrom(987_000_000 + customerSeq),
    });
    const contract = await created('/contracts/', { customer_id: customer, start_date: '2026-01-01' });
    const unit = await created('/units/', {
      distributor_id: distributor.distributor_id,
      customer_id: customer,
      installation_number: `COB${customerSeq}`,
      uf: distributor.uf,
      contract_id: contract,
    });
    const rows = await server.built.platform.db
      .insert(invoices)
      .values(
        list.map((item): typeof invoices.$inferInsert => ({
          cycle: item.cycle,
          contractId: contract,
          customerId: customer,
          unitId: unit,
          consumptionKwh: 600,
          compensatedKwh: 600,
          amountCentavos: item.amount,
          billWithGdCentavos: 11_852,
          billWithoutGdCentavos: 60_319,
          savingsCentavos: 60_319 - 11_852 - item.amount,
          worseOffWarning: 11_852 + item.amount >= 60_319,
          creditBalanceKwh: 30,
          expiringKwh: 0,
          issueDate: `${addMonths(item.cycle, 1)}-01`,
          dueDate: item.due,
          status: 'EMITIDA',
          paymentMethod: 'BOLETO',
        })),
      )
      .returning({ id: invoices.id });
    return { customer, unit, invoices: rows.map((r) => r.id) };
  }

  const pay = (
    invoiceId: number,
    amount: number,
    on: string,
    opts: { token?: string; lang?: string; excessAsCredit?: boolean } = {},
  ) =>
    api(
      'POST',
      '/payments/',
      {
        invoice_id: invoiceId,
        method: 'PIX',
        amount_centavos: amount,
        credited_on: on,
        ...(opts.excessAsCredit && { excess_as_credit: true }),
      },
      opts,
    );

  return { customerWithInvoices, pay };
}
