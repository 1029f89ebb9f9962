import { describe, expect, it } from 'vitest';
import { call, login } from './harness.ts';
import { moduleServer } from './module-server.ts';
import { invoiceFixtures, JUNE, MAY, todayBetweenMayAndJuneDue } from './energy-invoice-fixtures.ts';

const energy = moduleServer('energy', 'energia@alvorada.dev');
const { api, server } = energy;
const { customerWithInvoices, pay } = invoiceFixtures(energy);

todayBetweenMayAndJuneDue();

const statement = async (id: number) => (await api('GET', `/invoices/${id}/statement/`)).body;
const apply = (id: number, amount: number, lang?: string) =>
  api('POST', `/invoices/${id}/apply-credit/`, { amount_centavos: amount }, { lang });
const credits = async (customer: number) =>
  (await api('GET', `/customer-credits/?customer_id=${customer}&ordering=id`)).body.results.map((c: any) => [
    c.kind,
    c.amount_centavos,
  ]);

/** A customer whose May payment left R$ 103,56 of credit, and their open June invoice. */
async function customerWithCredit() {
  const { customer, invoices } = await customerWithInvoices([MAY, JUNE]);
  const [may, june] = invoices as [number, number];
  const paid = await pay(may, 50_000, '2026-06-10', { excessAsCredit: true });
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  return { customer, june };
}

describe("a customer's credit pays later invoices only when applied, audited and reversibly", () => {
  it('shows the credit on an open invoice and leaves it there until an operator applies it', async () => {
    const { june } = await customerWithCredit();
    const before = await statement(june);
    expect(before.customer_credit_centavos).toBe(10_356);
    expect(before.invoice).toMatchObject({ status: 'EMITIDA', paid_centavos: 0 });
    expect(before.payments).toEqual([]);
  });

  it('refuses more than the credit or than the open amount, translated, and changes nothing', async () => {
    const { customer, june } = await customerWithCredit();
    const over = await apply(june, 10_357, 'pt-BR');
    expect(over.status).toBe(400);
    expect(over.body.detail).toBe('O cliente tem R$\u00a0103,56 de crédito; aplique no máximo esse valor.');
    expect(over.body.fields.amount_centavos).toEqual(['Valor acima do crédito do cliente.']);
    const none = await apply(june, 0, 'en');
    expect(none.status).toBe(400);
    expect(await credits(customer)).toEqual([['EXCESSO_PAGAMENTO', 10_356]]);
    expect((await statement(june)).invoice.paid_centavos).toBe(0);
  });

  it('applies it as a payment from the credit, and its reversal gives the credit back', async () => {
    const { customer, june } = await customerWithCredit();
    const applied = await apply(june, 10_356);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.customer_credit_centavos).toBe(0);
    expect(applied.body.invoice).toMatchObject({ status: 'PAGA_PARCIAL', paid_centavos: 10_356 });
    expect(applied.body.open_centavos).toBe(41_000 - 10_356);
    const [payment] = applied.body.payments;
    expect(payment).toMatchObject({
      source: 'CREDITO_CLIENTE',
      amount_centavos: 10_356,
      credited_on: '2026-07-05',
      late_charges_centavos: 0,
    });
    expect(await credits(customer)).toEqual([
      ['EXCESSO_PAGAMENTO', 10_356],
      ['APLICACAO_FATURA', -10_356],
    ]);
    // Spent credit cannot be spent again.
    expect((await apply(june, 1)).status).toBe(400);

    const reason = 'Crédito aplicado na fatura errada.';
    const reversed = await api('POST', `/payments/${payment.id}/reverse/`, { reason });
    expect(reversed.status, JSON.stringify(reversed.body)).toBe(200);
    const after = await statement(june);
    expect(after.customer_credit_centavos).toBe(10_356);
    expect(after.invoice).toMatchObject({ paid_centavos: 0 });
    expect(await credits(customer)).toEqual([
      ['EXCESSO_PAGAMENTO', 10_356],
      ['APLICACAO_FATURA', -10_356],
      ['ESTORNO_APLICACAO', 10_356],
    ]);

    const admin = await login(server, 'admin@alvorada.dev');
    const audit = await call(server, 'GET', `/api/admin/audit/?subject=Financeiro&target_id=${june}`, {
      token: admin.accessToken,
    });
    expect(audit.body.results).toMatchObject([
      { action: 'reverse_payment', after: { payment_id: payment.id, reason } },
      {
        action: 'apply_credit',
        before: { status: 'EMITIDA', paid_centavos: 0 },
        after: { status: 'PAGA_PARCIAL', paid_centavos: 10_356, payment_id: payment.id },
      },
    ]);
  });

  it('applies no more than is open on the invoice', async () => {
    const { june } = await customerWithCredit();
    expect((await apply(june, 10_000)).status).toBe(200);
    await pay(june, 30_800, '2026-07-05');
    const over = await apply(june, 356, 'en');
    expect(over.status).toBe(400);
    expect(over.body.detail).toBe(
      'The amount is more than the R$2.00 open on the invoice; apply at most that amount.',
    );
  });
});
