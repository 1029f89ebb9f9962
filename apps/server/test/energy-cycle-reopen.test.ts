import { beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO_PASSWORD, login } from './harness.ts';
import { moduleServer } from './module-server.ts';
import { plantBody } from './energy-plant-body.ts';
import { cycleJobs } from './energy-cycle-jobs.ts';
import { cpfFrom } from '../src/modules/energy/seed.ts';

// A database of its own, without the demo: its later cycles would join every recompute of these.
const OPERATOR = 'operador@reabertura.dev';
const energy = moduleServer('energy', OPERATOR, {
  DEMO_SEED: 'false',
  ADMIN_EMAIL: OPERATOR,
  ADMIN_PASSWORD: DEMO_PASSWORD,
});
const { api, created, everyRow, server } = energy;
const jobs = cycleJobs(energy, OPERATOR);

const CYCLES = ['2024-01', '2024-02', '2024-03'];
/** Consumption of the two subscribers and the generating UC, per month: credits banked, then used. */
const CONSUMPTION: Record<string, number[]> = {
  '2024-01': [120, 90, 40],
  '2024-02': [900, 700, 40],
  '2024-03': [400, 350, 40],
};
const cycleId: Record<string, number> = {};
let installations: string[] = [];
const unitIds: number[] = [];

const billsOf = (cycle: string, consumption = CONSUMPTION[cycle]!) =>
  [
    'uc;mes_referencia;consumo_kwh;cip',
    ...installations.map((number, i) => `${number};${cycle};${consumption[i]};15,00`),
  ].join('\n');

beforeAll(async () => {
  const distributor = await created('/distributors/', {
    acronym: 'REAB-D',
    name: 'Distribuidora da reabertura',
    cnpj: '22345678000149',
    ufs: ['MG'],
    icms_ppm: 180_000,
    pis_ppm: 12_000,
    cofins_ppm: 55_000,
  });
  await created('/tariffs/', {
    distributor_id: distributor,
    valid_from: '2020-01-01',
    te_micros: 300_000,
    tusd_micros: 450_000,
    fio_b_micros: 220_000,
  });
  installations = ['R-0001', 'R-0002', 'R-0003'];
  for (const [i, number] of installations.entries()) {
    const customer = await created('/customers/', {
      person_type: 'PF',
      name: `Cliente da reabertura ${i}`,
      cpf_cnpj: cpfFrom(955_000_000 + i),
    });
    const contract =
      i < 2 ? await created('/contracts/', { customer_id: customer, start_date: '2024-01-01' }) : null;
    unitIds.push(
      await created('/units/', {
        distributor_id: distributor,
        customer_id: customer,
        installation_number: number,
        uf: 'MG',
        connection: 'TRIFASICO',
        contract_id: contract,
      }),
    );
  }
  const plant = await created(
    '/plants/',
    plantBody({ name: 'Usina da reabertura', distributor_id: distributor, generating_unit_id: unitIds[2] }),
  );
  await created('/allocations/', {
    plant_id: plant,
    effective_cycle: CYCLES[0],
    status: 'PROTOCOLADO',
    items: unitIds.slice(0, 2).map((unit_id, i) => ({ unit_id, percent_ppm: [500_000, 300_000][i] })),
  });
  for (const cycle of CYCLES) {
    cycleId[cycle] = await created('/cycles/', { cycle });
    const [year, month] = cycle.split('-');
    const content = ['usina;data;energia_kwh', ...[10, 20].map((d) => `${plant};${d}/${month}/${year};500`)];
    expect((await api('POST', '/generation/import/', { content: content.join('\n') })).body.errors).toEqual(
      [],
    );
    expect((await api('POST', '/bills/import/', { content: billsOf(cycle) })).body.errors).toEqual([]);
  }
});

/** Everything the closes wrote for these UCs, without the database's own ids. */
async function ledger() {
  const mine = (row: any) => unitIds.includes(row.unit_id);
  const sorted = (rows: unknown[][]) => rows.map((row) => JSON.stringify(row)).sort();
  const results = (await everyRow('/credits/results/')).filter(mine);
  const movements = (await everyRow('/credits/movements/')).filter(mine);
  const lots = (await everyRow('/credits/lots/')).filter(mine);
  const invoices = (await everyRow('/invoices/')).filter(mine);
  return {
    results: sorted(
      results.map((r) => [r.cycle, r.unit_id, r.consumption_kwh, r.compensated_kwh, r.banked_kwh]),
    ),
    movements: sorted(movements.map((m) => [m.cycle, m.lot_id, m.type, m.kwh])),
    lots: sorted(lots.map((l) => [l.id, l.initial_kwh, l.balance_kwh, l.status])),
    invoices: sorted(invoices.map((i) => [i.cycle, i.unit_id, i.amount_centavos, i.credit_balance_kwh])),
  };
}

const cycle = async (name: string) => (await api('GET', `/cycles/${cycleId[name]}/`)).body;
const reopen = (name: string, body: unknown, lang?: string) =>
  api('POST', `/cycles/${cycleId[name]}/reopen/`, body, { lang });

describe('reopening a closed cycle and recomputing a chain of them', () => {
  let afterFeb: Awaited<ReturnType<typeof ledger>>;
  let closedAll: Awaited<ReturnType<typeof ledger>>;

  it('reopens only the latest closed cycle, undoing its ledger; closing it again gives the same ledger', async () => {
    await jobs.closed(cycleId['2024-01']!);
    await jobs.closed(cycleId['2024-02']!);
    afterFeb = await ledger();
    await jobs.closed(cycleId['2024-03']!);
    closedAll = await ledger();
    // February uses the credits January banked, and March banks its own: the cycles' ledgers are chained.
    expect(afterFeb.movements.some((m) => m.includes('"2024-02"') && m.includes('COMPENSACAO'))).toBe(true);
    expect(closedAll.lots.length).toBeGreaterThan(afterFeb.lots.length);

    const older = await reopen('2024-01', { reason: 'Fatura corrigida.' }, 'en');
    expect(older.status).toBe(409);
    expect(older.body).toMatchObject({
      code: 'cycle_reopen_later_first',
      detail:
        'Only the latest closed cycle can be reopened: reopen the cycles after 2024-01 first (2024-02, 2024-03).',
    });
    const noReason = await reopen('2024-03', {}, 'fr');
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields.reason).toHaveLength(1);
    expect(await ledger()).toEqual(closedAll);

    const reason = 'A distribuidora reemitiu a fatura de março.';
    const reopened = await reopen('2024-03', { reason });
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    expect(reopened.body).toMatchObject({
      state: 'open',
      closed_at: null,
      reopened: { reason, user_id: jobs.userId() },
    });
    expect(await ledger()).toEqual(afterFeb);
    const admin = await login(server, OPERATOR);
    const audit = await call(
      server,
      'GET',
      `/api/admin/audit/?subject=Credito&target_id=${cycleId['2024-03']}`,
      {
        token: admin.accessToken,
      },
    );
    expect(audit.body.results[0]).toMatchObject({
      action: 'reopen',
      actor: { id: jobs.userId() },
      before: { cycle: '2024-03', state: 'closed', results: 3, invoices: 2 },
      after: { state: 'open', reason },
    });

    expect((await reopen('2024-03', { reason })).status).toBe(409);
    await jobs.closed(cycleId['2024-03']!);
    expect(await ledger()).toEqual(closedAll);
  });

  it('recomputes a stale cycle and every closed cycle after it as one job: the ledger of closing them afresh', async () => {
    const changed = [...CONSUMPTION['2024-01']!];
    changed[0] = 700;
    const imported = await api('POST', '/bills/import/', { content: billsOf('2024-01', changed) });
    expect(imported.body).toMatchObject({ updated: 1, affected_closed_cycles: ['2024-01'] });
    expect((await cycle('2024-01')).stale).toBe(true);

    const reason = 'Consumo de janeiro corrigido pela distribuidora.';
    const recomputed = await jobs.recomputed(cycleId['2024-01']!, { reason });
    expect(recomputed).toMatchObject({ state: 'closed', stale: false });
    for (const name of CYCLES) expect((await cycle(name)).state).toBe('closed');
    const chained = await ledger();
    expect(chained).not.toEqual(closedAll);

    // Each cycle of the chain has the recompute in its own history.
    const admin = await login(server, OPERATOR);
    for (const name of CYCLES) {
      const entries = await call(
        server,
        'GET',
        `/api/admin/audit/?subject=Credito&action=recompute&target_id=${cycleId[name]}`,
        { token: admin.accessToken },
      );
      expect(entries.body.results, name).toMatchObject([
        {
          before: { cycle: name, state: 'closed' },
          after: { cycle: name, requested_for: '2024-01', cycles: CYCLES, reason },
        },
      ]);
    }

    // The same cycles reopened newest first and closed again one by one, from scratch.
    for (const name of [...CYCLES].reverse())
      expect((await reopen(name, { reason: 'Conferência.' })).status).toBe(200);
    for (const name of CYCLES) await jobs.closed(cycleId[name]!);
    expect(await ledger()).toEqual(chained);
  });

  it('keeps closed a cycle whose invoices have payments, even reversed, and says so', async () => {
    const [invoice] = (await api('GET', '/invoices/?cycle=2024-03&ordering=id')).body.results;
    const paid = await api('POST', '/payments/', {
      invoice_id: invoice.id,
      method: 'PIX',
      amount_centavos: invoice.total_centavos,
      credited_on: invoice.due_date,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const before = await ledger();
    const refused = await reopen('2024-03', { reason: 'Erro.' }, 'pt-BR');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('cycle_invoices_have_history');
    expect(refused.body.detail).toMatch(/^1 fatura destes ciclos já tem pagamento/);
    expect((await api('POST', `/payments/${paid.body.id}/reverse/`, { reason: 'Devolvido.' })).status).toBe(
      200,
    );
    expect((await reopen('2024-03', { reason: 'Erro.' })).status).toBe(409);
    const recompute = await api('POST', `/cycles/${cycleId['2024-01']}/recompute/`, {});
    expect(recompute.status).toBe(409);
    expect(recompute.body.code).toBe('cycle_invoices_have_history');
    expect(await ledger()).toEqual(before);
    expect((await cycle('2024-03')).state).toBe('closed');
  });
});
