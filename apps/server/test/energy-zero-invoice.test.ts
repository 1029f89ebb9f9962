import { describe, expect, it } from 'vitest';
import { eventually } from './eventually.ts';
import { moduleServer } from './module-server.ts';

const { api } = moduleServer('energy', 'energia@alvorada.dev');

describe('an invoice of R$ 0,00', () => {
  it('is issued for its statement and settled on its issue date: never overdue, nothing to pay by PIX nor to record', async () => {
    // The demo's oldest open cycle (its month has ended, every UC has its bill); one UC under contract
    // consumes nothing in it, so the credits save it nothing and its price is R$ 0,00.
    const [open] = (await api('GET', '/cycles/?state=open&ordering=cycle')).body.results;
    const [billed] = (await api('GET', '/invoices/?page_size=5')).body.results;
    const unit = (await api('GET', `/units/${billed.unit_id}/`)).body;
    const content = `uc;mes_referencia;consumo_kwh;cip\n${unit.installation_number};${open.cycle};0;0`;
    const imported = await api('POST', '/bills/import/', { content });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect((await api('POST', `/cycles/${open.id}/close/`)).status).toBe(202);
    await eventually(async () => (await api('GET', `/cycles/${open.id}/`)).body.state === 'closed');

    const [invoice] = (await api('GET', `/invoices/?cycle=${open.cycle}&unit_id=${unit.id}`)).body.results;
    expect(invoice).toMatchObject({
      amount_centavos: 0,
      total_centavos: 0,
      status: 'PAGA',
      paid_centavos: 0,
    });
    expect(invoice.paid_on).toBe(invoice.issue_date);
    const overdue = (await api('GET', `/invoices/?cycle=${open.cycle}&status=VENCIDA&page_size=100`)).body;
    expect(overdue.results.map((row: { id: number }) => row.id)).not.toContain(invoice.id);
    const statement = (await api('GET', `/invoices/${invoice.id}/statement/`)).body;
    expect(statement.pix).toBeNull();
    const payment = await api('POST', '/payments/', {
      invoice_id: invoice.id,
      method: 'PIX',
      amount_centavos: 100,
      credited_on: invoice.issue_date,
    });
    expect(payment.status).toBe(409);
    expect(payment.body.code).toBe('invoice_already_paid');
    // The invoices the close priced above zero are issued to be paid.
    const priced = (await api('GET', `/invoices/?cycle=${open.cycle}&page_size=100`)).body.results.filter(
      (row: { amount_centavos: number }) => row.amount_centavos > 0,
    );
    expect(priced.length).toBeGreaterThan(0);
    for (const row of priced) expect(['EMITIDA', 'VENCIDA']).toContain(row.status);
  });
});
