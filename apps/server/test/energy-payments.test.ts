import { describe, expect, it } from 'vitest';
import { call, login } from './harness.ts';
import { moduleServer } from './module-server.ts';
import { invoiceFixtures, JUNE, MAY, todayBetweenMayAndJuneDue } from './energy-invoice-fixtures.ts';

const energy = moduleServer('energy', 'energia@alvorada.dev');
const { api, server } = energy;
const { customerWithInvoices, pay } = invoiceFixtures(energy);

todayBetweenMayAndJuneDue();

const invoice = async (id: number) => (await api('GET', `/invoices/${id}/`)).body;
const reverse = (paymentId: number, body: unknown, lang?: string) =>
  api('POST', `/payments/${paymentId}/reverse/`, body, { lang });
const credits = async (customer: number) =>
  (await api('GET', `/customer-credits/?customer_id=${customer}&ordering=id`)).body.results;
async function auditOf(invoiceId: number) {
  const admin = await login(server, 'admin@alvorada.dev');
  const res = await call(server, 'GET', `/api/admin/audit/?subject=Financeiro&target_id=${invoiceId}`, {
    token: admin.accessToken,
  });
  return res.body.results as any[];
}

describe('recording payments: amount, day and excess are checked, and nothing changes when refused', () => {
  it('answers translated 400s naming the field, and leaves the invoice and the ledgers as they were', async () => {
    const { customer, invoices: ids } = await customerWithInvoices([MAY]);
    const [may] = ids as [number];
    const zero = await pay(may, 0, '2026-06-10', { lang: 'pt-BR' });
    expect(zero.status).toBe(400);
    expect(zero.body.fields.amount_centavos).toEqual(['O valor do pagamento deve ser maior que zero.']);

    const over = await pay(may, 40_000, '2026-06-10', { lang: 'pt-BR' });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({
      code: 'payment_over_open',
      fields: { amount_centavos: ['Valor acima do que está em aberto na fatura.'] },
    });
    expect(over.body.detail).toContain('R$\u00a0396,44');
    const overEn = await pay(may, 40_000, '2026-06-10', { lang: 'en' });
    expect(overEn.body.detail).toContain('R$396.44');

    const future = await pay(may, 10_000, '2026-07-06', { lang: 'fr' });
    expect(future.status).toBe(400);
    expect(future.body).toMatchObject({
      code: 'payment_date_future',
      fields: { credited_on: ['La date du paiement ne peut pas être postérieure à aujourd’hui.'] },
    });
    const early = await pay(may, 10_000, '2026-05-31', { lang: 'ar' });
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({
      code: 'payment_before_issue',
      fields: { credited_on: ['لا يمكن أن يكون تاريخ الدفع قبل إصدار الفاتورة.'] },
    });

    expect(await invoice(may)).toMatchObject({ paid_centavos: 0, paid_on: null, status: 'VENCIDA' });
    expect((await api('GET', `/payments/?invoice_id=${may}`)).body.count).toBe(0);
    expect(await credits(customer)).toEqual([]);
    expect(await auditOf(may)).toEqual([]);
  });

  it('takes an excess as the customer’s credit when asked, and a reversal takes both back', async () => {
    const { customer, invoices: ids } = await customerWithInvoices([MAY]);
    const [may] = ids as [number];
    const paid = await pay(may, 40_000, '2026-06-10', { excessAsCredit: true });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body).toMatchObject({ amount_centavos: 40_000, excess_centavos: 356, reversal: null });
    expect(await invoice(may)).toMatchObject({
      status: 'PAGA',
      paid_centavos: 39_644,
      paid_on: '2026-06-10',
    });
    expect(await credits(customer)).toMatchObject([
      { kind: 'EXCESSO_PAGAMENTO', amount_centavos: 356, payment_id: paid.body.id },
    ]);

    const noReason = await reverse(paid.body.id, { reason: '' }, 'en');
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields.reason).toEqual(['Give the reason.']);
    const reason = 'PIX devolvido pelo banco.';
    const reversed = await reverse(paid.body.id, { reason });
    expect(reversed.status, JSON.stringify(reversed.body)).toBe(200);
    expect(reversed.body).toMatchObject({
      id: paid.body.id,
      amount_centavos: 40_000,
      reversal: { reason, reversed_on: '2026-07-05' },
    });
    // The payment stays recorded; the invoice is open again and the credit is taken back by a movement.
    expect((await api('GET', `/payments/?invoice_id=${may}`)).body.count).toBe(1);
    expect(await invoice(may)).toMatchObject({ status: 'VENCIDA', paid_centavos: 0, paid_on: null });
    expect((await credits(customer)).map((c: any) => [c.kind, c.amount_centavos])).toEqual([
      ['EXCESSO_PAGAMENTO', 356],
      ['ESTORNO_EXCESSO', -356],
    ]);
    const again = await reverse(paid.body.id, { reason }, 'pt-BR');
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('Este pagamento já foi estornado.');

    const [reversal, payment] = await auditOf(may);
    expect(payment).toMatchObject({
      action: 'pay',
      before: { status: 'EMITIDA', paid_centavos: 0 },
      after: { status: 'PAGA', paid_centavos: 39_644, payment_id: paid.body.id, excess_centavos: 356 },
    });
    expect(reversal).toMatchObject({
      action: 'reverse_payment',
      before: { status: 'PAGA', paid_centavos: 39_644 },
      after: { status: 'EMITIDA', paid_centavos: 0, payment_id: paid.body.id, reason },
    });
  });
});

describe('reversing payments: late charges follow the real payment days, and come back with a reversal', () => {
  it('reverses the latest payment first, gives back its carried charges, and charges the fine again', async () => {
    const { invoices: ids } = await customerWithInvoices([MAY, JUNE]);
    const [may, june] = ids as [number, number];
    // Recorded today, paid 15 and 20 days late: the fine and interest run to each payment's own day.
    const first = (await pay(may, 20_000, '2026-06-25')).body;
    expect(first).toMatchObject({ late_charges_centavos: 793 + 198, carried_to_invoice_id: june });
    const second = (await pay(may, 19_644, '2026-06-30')).body;
    expect(second).toMatchObject({ late_charges_centavos: 264, carried_to_invoice_id: june });
    expect((await invoice(june)).carried_charges_centavos).toBe(991 + 264);
    expect((await invoice(may)).status).toBe('PAGA');

    const notLatest = await reverse(first.id, { reason: 'Lançado em duplicidade.' }, 'en');
    expect(notLatest.status).toBe(409);
    expect(notLatest.body.detail).toBe(`Reverse this invoice’s latest payment (no. ${second.id}) first.`);

    expect((await reverse(second.id, { reason: 'Cheque devolvido.' })).status).toBe(200);
    // Partly paid and past its due date: shown overdue.
    expect(await invoice(may)).toMatchObject({
      status: 'VENCIDA',
      paid_centavos: 20_000,
      paid_on: '2026-06-25',
    });
    expect((await invoice(june)).carried_charges_centavos).toBe(991);
    expect((await reverse(first.id, { reason: 'Cheque devolvido.' })).status).toBe(200);
    expect(await invoice(may)).toMatchObject({ status: 'VENCIDA', paid_centavos: 0, paid_on: null });
    expect((await invoice(june)).carried_charges_centavos).toBe(0);
    const preview = (await api('GET', `/invoices/${may}/late-charges/?on=2026-06-25`)).body;
    expect(preview).toMatchObject({ fine_centavos: 793, interest_centavos: 198, open_centavos: 39_644 });

    // Paid again, in full, on its real day: the fine is charged again, as no standing payment charged it.
    const again = (await pay(may, 39_644, '2026-06-25')).body;
    expect(again).toMatchObject({ late_charges_centavos: 991, carried_to_invoice_id: june });
    const statement = (await api('GET', `/invoices/${june}/statement/`)).body;
    expect(statement.carried.map((c: any) => c.payment_id)).toEqual([again.id]);
    expect(statement.invoice.carried_charges_centavos).toBe(991);

    // Once the invoice carrying its charges is paid, that payment is to be reversed first.
    expect((await pay(june, 1_000, '2026-07-05')).status).toBe(201);
    const billed = await reverse(again.id, { reason: 'Estorno tardio.' }, 'pt-BR');
    expect(billed.status).toBe(409);
    expect(billed.body).toMatchObject({ code: 'payment_charges_billed' });
    expect(billed.body.detail).toContain(`nº ${june} (2026-06)`);
    expect(await invoice(may)).toMatchObject({ status: 'PAGA', paid_centavos: 39_644 });
  });

  it('is refused without Financeiro rights to record payments', async () => {
    const { invoices: ids } = await customerWithInvoices([MAY]);
    const paid = (await pay(ids[0]!, 10_000, '2026-06-10')).body;
    const usuario = await login(server, 'usuario@alvorada.dev');
    const res = await api(
      'POST',
      `/payments/${paid.id}/reverse/`,
      { reason: 'x' },
      { token: usuario.accessToken },
    );
    expect(res.status).toBe(403);
    expect((await api('GET', `/payments/${paid.id}/`)).body.reversal).toBeNull();
  });
});
