import { describe, expect, it } from 'vitest';
import { addMonths, lateCharges } from '@alvorada/energy';
import { call, login } from './harness.ts';
import { moduleServer } from './module-server.ts';
import { invoiceFixtures } from './energy-invoice-fixtures.ts';
import { addDays, setToday, today } from '../src/modules/energy/clock.ts';

const energy = moduleServer('energy', 'energia@alvorada.dev');
const { server, api, everyRow } = energy;

const { customerWithInvoices, pay } = invoiceFixtures(energy);

describe('energy: invoice payments, late charges carried onto the next invoice, second copy, cancel', () => {
  it('states the savings of §3.5 for the cycle, since the contract began and over the last 12 cycles', async () => {
    const [invoice] = (await api('GET', '/invoices/?ordering=-cycle&page_size=5')).body.results;
    const res = await api('GET', `/invoices/${invoice.id}/statement/`);
    expect(res.status).toBe(200);
    const unitInvoices = (await everyRow(`/invoices/?unit_id=${invoice.unit_id}&ordering=cycle`)).filter(
      (i) => i.status !== 'CANCELADA' && i.contract_id === invoice.contract_id && i.cycle <= invoice.cycle,
    );
    const last12 = unitInvoices.filter((i) => i.cycle >= addMonths(invoice.cycle, -11));
    const sum = (rows: any[], field: string) => rows.reduce((s, r) => s + r[field], 0);
    expect(res.body.invoice).toMatchObject({ id: invoice.id, savings_centavos: invoice.savings_centavos });
    expect(res.body.savings_ratio).toBeCloseTo(
      invoice.savings_centavos / invoice.bill_without_gd_centavos,
      12,
    );
    expect(res.body.since_start).toMatchObject({
      cycles: unitInvoices.length,
      savings_centavos: sum(unitInvoices, 'savings_centavos'),
      bill_without_gd_centavos: sum(unitInvoices, 'bill_without_gd_centavos'),
    });
    expect(res.body.last_12_months).toMatchObject({
      cycles: last12.length,
      savings_centavos: sum(last12, 'savings_centavos'),
      amount_centavos: sum(last12, 'amount_centavos'),
    });
    expect(res.body.history.map((h: any) => h.cycle)).toEqual(last12.map((i) => i.cycle));
    for (const i of unitInvoices)
      expect(i.savings_centavos, i.cycle).toBe(
        i.bill_without_gd_centavos - i.bill_with_gd_centavos - i.amount_centavos,
      );
  });

  it('the demo’s late payments carry their charges onto each customer’s next invoice', async () => {
    const invoiceRows = await everyRow('/invoices/');
    const byId = new Map(invoiceRows.map((i) => [i.id, i]));
    const payments = await everyRow('/payments/');
    const late = payments.filter((p) => p.late_charges_centavos > 0);
    expect(late.length).toBeGreaterThan(50);
    const carriedTo = new Map<number, number>();
    for (const payment of late) {
      const paid = byId.get(payment.invoice_id);
      const next = byId.get(payment.carried_to_invoice_id);
      expect(next, `payment ${payment.id}`).toBeDefined();
      expect(next.customer_id).toBe(paid.customer_id);
      expect(next.cycle > paid.cycle).toBe(true);
      carriedTo.set(next.id, (carriedTo.get(next.id) ?? 0) + payment.late_charges_centavos);
    }
    for (const invoice of invoiceRows)
      expect(invoice.carried_charges_centavos, `invoice ${invoice.id}`).toBe(carriedTo.get(invoice.id) ?? 0);
    // Some of them are still open, asking for the charges on top of the price.
    const open = [...carriedTo.keys()].map((id) => byId.get(id)).filter((i) => i.status !== 'PAGA');
    expect(open.length).toBeGreaterThan(0);
    for (const invoice of open)
      expect(invoice.total_centavos).toBe(invoice.amount_centavos + invoice.carried_charges_centavos);
  });

  it('shows and charges the §3.9 example: R$ 396,44 due 10/06/2026 paid 25/06/2026 owes R$ 406,35', async () => {
    const { invoices: ids } = await customerWithInvoices([
      { cycle: '2026-05', amount: 39_644, due: '2026-06-10' },
      { cycle: '2026-06', amount: 41_000, due: '2026-07-10' },
    ]);
    const [may, june] = ids as [number, number];
    const preview = await api('GET', `/invoices/${may}/late-charges/?on=2026-06-25`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      days_late: 15,
      fine_centavos: 793,
      interest_centavos: 198,
      charges_centavos: 991,
      open_centavos: 39_644,
      total_centavos: 40_635,
      next_invoice: { id: june, cycle: '2026-06' },
    });
    const onTime = await api('GET', `/invoices/${may}/late-charges/?on=2026-06-10`);
    expect(onTime.body).toMatchObject({ days_late: 0, charges_centavos: 0, total_centavos: 39_644 });

    const paid = await pay(may, 39_644, '2026-06-25');
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body).toMatchObject({ late_charges_centavos: 991, carried_to_invoice_id: june });
    const mayInvoice = (await api('GET', `/invoices/${may}/`)).body;
    expect(mayInvoice).toMatchObject({ status: 'PAGA', paid_centavos: 39_644, paid_on: '2026-06-25' });

    // The charges are a line of the customer's next invoice, which now asks for them too.
    const next = (await api('GET', `/invoices/${june}/statement/`)).body;
    expect(next.invoice).toMatchObject({
      amount_centavos: 41_000,
      carried_charges_centavos: 991,
      total_centavos: 41_991,
    });
    expect(next.open_centavos).toBe(41_991);
    expect(next.carried).toEqual([
      {
        payment_id: paid.body.id,
        invoice_id: may,
        cycle: '2026-05',
        credited_on: '2026-06-25',
        days_late: 15,
        charges_centavos: 991,
      },
    ]);
    // Paying only the price leaves it partly paid; the carried charges are still owed.
    expect((await pay(june, 41_000, '2026-07-10')).body.late_charges_centavos).toBe(0);
    // Partly paid and past its due date, it shows as overdue.
    expect((await api('GET', `/invoices/${june}/`)).body).toMatchObject({
      status: 'VENCIDA',
      paid_centavos: 41_000,
    });
    expect((await pay(june, 991, '2026-07-10')).status).toBe(201);
    expect((await api('GET', `/invoices/${june}/`)).body.status).toBe('PAGA');
    expect((await pay(june, 100, '2026-07-11')).body).toMatchObject({ code: 'invoice_already_paid' });
  });

  it('carries nothing for a payment on the due date, and waits for an open invoice when there is none', async () => {
    const { invoices: ids } = await customerWithInvoices([
      { cycle: '2026-05', amount: 20_000, due: '2026-06-10' },
      { cycle: '2026-06', amount: 20_000, due: '2026-07-10' },
    ]);
    const [may, june] = ids as [number, number];
    expect((await pay(may, 20_000, '2026-06-10')).body).toMatchObject({
      late_charges_centavos: 0,
      carried_to_invoice_id: null,
    });
    // The customer's last invoice has no later one: its charges stay pending.
    const late = await pay(june, 20_000, '2026-07-20');
    const charges = lateCharges(20_000, '2026-07-10', '2026-07-20');
    expect(late.body.late_charges_centavos).toBe(charges.fineCentavos + charges.interestCentavos);
    expect(late.body.carried_to_invoice_id).toBeNull();
    const preview = (await api('GET', `/invoices/${june}/late-charges/?on=2026-07-20`)).body;
    expect(preview.next_invoice).toBeNull();
  });

  it('moves carried charges to the following invoice when the one carrying them is cancelled', async () => {
    const { invoices: ids } = await customerWithInvoices([
      { cycle: '2026-05', amount: 39_644, due: '2026-06-10' },
      { cycle: '2026-06', amount: 30_000, due: '2026-07-10' },
      { cycle: '2026-07', amount: 30_000, due: '2026-08-10' },
    ]);
    const [may, june, july] = ids as [number, number, number];
    await pay(may, 39_644, '2026-06-25');
    expect((await api('GET', `/invoices/${june}/`)).body.carried_charges_centavos).toBe(991);

    const cancelled = await api('POST', `/invoices/${june}/cancel/`, { reason: 'Contrato suspenso.' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.invoice).toMatchObject({ status: 'CANCELADA', carried_charges_centavos: 0 });
    expect(cancelled.body.carried).toEqual([]);
    const following = (await api('GET', `/invoices/${july}/statement/`)).body;
    expect(following.invoice.carried_charges_centavos).toBe(991);
    expect(following.carried.map((c: any) => c.invoice_id)).toEqual([may]);
    // A cancelled invoice takes no payment.
    expect((await pay(june, 30_000, '2026-07-10')).body).toMatchObject({ code: 'invoice_cancelled' });
  });

  it('refuses to cancel a paid invoice with a translated 409 and leaves it as it was', async () => {
    const { invoices: ids } = await customerWithInvoices([
      { cycle: '2026-05', amount: 10_000, due: '2026-06-10' },
    ]);
    const [may] = ids as [number];
    await pay(may, 10_000, '2026-06-10');
    const refused = await api('POST', `/invoices/${may}/cancel/`, { reason: 'Erro.' }, { lang: 'pt-BR' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'invoice_paid_not_cancellable',
      detail: 'Fatura com pagamento registrado não pode ser cancelada.',
    });
    expect((await api('GET', `/invoices/${may}/`)).body.status).toBe('PAGA');
  });

  it('issues a second copy with the charges to date and a new due date, keeping every copy', async () => {
    const now = today();
    const due = addDays(now, -20);
    const { invoices: ids } = await customerWithInvoices([
      { cycle: addMonths(now.slice(0, 7), -2), amount: 39_644, due },
      { cycle: addMonths(now.slice(0, 7), -1), amount: 30_000, due: addDays(now, 10) },
    ]);
    const [overdue, next] = ids as [number, number];
    expect((await api('GET', `/invoices/${overdue}/`)).body.status).toBe('VENCIDA');
    const newDue = addDays(now, 5);
    const charges = lateCharges(39_644, due, now);

    const copy = await api('POST', `/invoices/${overdue}/copies/`, { due_date: newDue });
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    const charged = charges.fineCentavos + charges.interestCentavos;
    expect(copy.body.invoice).toMatchObject({
      status: 'EMITIDA',
      due_date: newDue,
      copy_charges_centavos: charged,
      total_centavos: 39_644 + charged,
    });
    expect(copy.body.copies).toEqual([
      expect.objectContaining({
        issued_on: now,
        previous_due_date: due,
        due_date: newDue,
        fine_centavos: charges.fineCentavos,
        interest_centavos: charges.interestCentavos,
        total_centavos: 39_644 + charged,
      }),
    ]);
    // A second copy of the copy charges no second fine: only interest past the copy's own due date.
    const second = await api('POST', `/invoices/${overdue}/copies/`, { due_date: addDays(now, 8) });
    expect(second.body.copies).toHaveLength(2);
    expect(second.body.copies[1]).toMatchObject({
      previous_due_date: newDue,
      fine_centavos: 0,
      interest_centavos: 0,
    });
    const later = (await api('GET', `/invoices/${overdue}/late-charges/?on=${addDays(now, 38)}`)).body;
    expect(later).toMatchObject({ days_late: 30, fine_centavos: 0, interest_centavos: 396 });

    // Paid on the copy's due date, days from now (a payment is never dated after today): the copy's amount
    // settles it and nothing is carried.
    setToday(addDays(now, 8));
    const paid = await pay(overdue, 39_644 + charged, addDays(now, 8));
    setToday(null);
    expect(paid.body).toMatchObject({ late_charges_centavos: 0, carried_to_invoice_id: null });
    expect((await api('GET', `/invoices/${overdue}/`)).body.status).toBe('PAGA');
    expect((await api('GET', `/invoices/${next}/`)).body.carried_charges_centavos).toBe(0);

    const refused = await api(
      'POST',
      `/invoices/${overdue}/copies/`,
      { due_date: newDue },
      { lang: 'pt-BR' },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('Só faturas em aberto ganham segunda via.');
    const past = await api(
      'POST',
      `/invoices/${next}/copies/`,
      { due_date: addDays(now, -1) },
      { lang: 'en' },
    );
    expect(past.status).toBe(400);
    expect(past.body.fields.due_date).toEqual(['The new due date cannot be before today.']);
  });
});

describe('energy: a UC’s statement', () => {
  it('joins each cycle’s bill and compensation, the credits used per lot and the balance left', async () => {
    const units = await everyRow('/units/?unit_class=RESIDENCIAL');
    const unit = units[0];
    const res = await api('GET', `/units/${unit.id}/statement/`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const statement = res.body;
    expect(statement.unit).toMatchObject({ id: unit.id, installation_number: unit.installation_number });
    expect(statement.unit.plants.length).toBe(1);
    const bills = await everyRow(`/bills/?unit_id=${unit.id}`);
    const results = await everyRow(`/credits/results/?unit_id=${unit.id}`);
    const movements = await everyRow(`/credits/movements/?unit_id=${unit.id}`);
    const lots = await everyRow(`/credits/lots/?unit_id=${unit.id}`);
    expect(statement.cycles.map((c: any) => c.cycle)).toEqual(
      bills
        .map((b) => b.cycle)
        .sort()
        .reverse(),
    );
    for (const cycle of statement.cycles) {
      const bill = bills.find((b) => b.cycle === cycle.cycle);
      const result = results.find((r) => r.cycle === cycle.cycle);
      expect(cycle.bill.consumption_kwh).toBe(bill.consumption_kwh);
      // The bill of a month not closed yet (the demo leaves last month open) has no compensation.
      if (!result) {
        expect(cycle.compensation).toBeNull();
        continue;
      }
      expect(cycle.compensation).toMatchObject({
        consumption_kwh: result.consumption_kwh,
        received_kwh: result.allocated_kwh,
        compensated_kwh: result.compensated_kwh,
        bill_centavos: result.bill_centavos,
      });
      const used = movements.filter((m) => m.cycle === cycle.cycle && m.type === 'COMPENSACAO');
      expect(cycle.compensation.compensated_from_lots_kwh + used.reduce((s, m) => s + m.kwh, 0)).toBe(0);
      expect(
        cycle.compensation.compensated_from_received_kwh + cycle.compensation.compensated_from_lots_kwh,
      ).toBe(result.compensated_kwh);
      expect(cycle.compensation.balance_kwh).toBe(
        movements.filter((m) => m.cycle <= cycle.cycle).reduce((s, m) => s + m.kwh, 0),
      );
    }
    expect(statement.cycles.filter((c: any) => !c.compensation)).toHaveLength(1);
    expect(statement.cycles.find((c: any) => c.compensation).compensation.balance_kwh).toBe(
      lots.reduce((s, lot) => s + lot.balance_kwh, 0),
    );
    expect(statement.lots.map((l: any) => l.id)).toEqual(lots.map((l) => l.id));
    for (const lot of statement.lots)
      expect(
        lot.movements.reduce((s: number, m: any) => s + m.kwh, 0),
        lot.id,
      ).toBe(lot.balance_kwh);
  });

  it('hides the credits from a reader without Crédito, and refuses the statements to one without access', async () => {
    const [unit] = (await api('GET', '/units/?page_size=5')).body.results;
    const [invoice] = (await api('GET', '/invoices/?page_size=5')).body.results;
    const admin = (await login(server, 'admin@alvorada.dev')).accessToken;
    const roles = await call(server, 'GET', '/api/admin/roles/', { token: admin });
    const usuario = roles.body.results.find((r: { code: string }) => r.code === 'usuario');
    const grant = (rules: unknown[]) =>
      call(server, 'PATCH', `/api/admin/roles/${usuario.id}/`, { token: admin, body: { rules } });
    const user = () => login(server, 'usuario@alvorada.dev').then((l) => l.accessToken);
    const as = async (path: string, method = 'GET') =>
      (await api(method, path, undefined, { token: await user() })).status;
    expect(await as(`/units/${unit.id}/statement/`)).toBe(403);
    expect(await as(`/invoices/${invoice.id}/statement/`)).toBe(403);
    expect(await as(`/invoices/${invoice.id}/late-charges/?on=2026-01-01`)).toBe(403);
    expect(
      (
        await grant([
          ...usuario.rules,
          { action: 'read', subject: 'Prosumidor' },
          { action: 'read', subject: 'Financeiro' },
        ])
      ).status,
    ).toBe(200);
    try {
      const reader = await user();
      const statement = await api('GET', `/units/${unit.id}/statement/`, undefined, { token: reader });
      expect(statement.status).toBe(200);
      expect(statement.body.lots).toBeNull();
      expect(statement.body.cycles.length).toBeGreaterThan(0);
      expect(
        (await api('GET', `/invoices/${invoice.id}/statement/`, undefined, { token: reader })).status,
      ).toBe(200);
      // Reading Financeiro is not enough to change an invoice.
      expect(
        (await api('POST', `/invoices/${invoice.id}/cancel/`, { reason: 'Erro.' }, { token: reader })).status,
      ).toBe(403);
      expect(
        (
          await api(
            'POST',
            `/invoices/${invoice.id}/copies/`,
            { due_date: addDays(today(), 3) },
            { token: reader },
          )
        ).status,
      ).toBe(403);
    } finally {
      await grant(usuario.rules);
    }
    expect((await api('GET', '/units/999999/statement/')).status).toBe(404);
    expect((await api('GET', '/invoices/999999/statement/')).status).toBe(404);
  });
});
