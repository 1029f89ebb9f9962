import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  DEFAULT_DISTRIBUTOR_RULES,
  addMonths,
  closeUnitCycle,
  lateCharges,
  plantRegimes,
  prepareCycle,
  splitByPercentage,
  taxedTariff,
  type CreditLot,
  type CycleResult,
} from '@alvorada/energy';
import { call, login, openSocket, startServer, type TestServer } from './harness.ts';
import { cpfFrom } from '../src/modules/energy/seed.ts';
import { closeCycle } from '../src/modules/energy/close-cycle.ts';
import { customers, cycles, lots, standingScopes } from '../src/modules/energy/schema.ts';

const TARIFF = {
  te_micros: 300_000,
  tusd_micros: 450_000,
  fio_b_micros: 220_000,
  fio_a_micros: 0,
  charges_micros: 0,
};
const TAXES = { icmsPpm: 180_000, pisPpm: 12_000, cofinsPpm: 55_000 };
const CONTRACT = {
  mode: 'ECONOMIA_GARANTIDA',
  discountPpm: 150_000,
  fixedFeeCentavos: 0,
  baseIncludesFlag: false,
} as const;
const SHARES = [400_000, 350_000];
const CONSUMPTION: Record<string, number[]> = {
  '2023-05': [600, 400, 50],
  '2023-06': [700, 150, 60],
  '2023-07': [500, 300, 40],
};

let server: TestServer;
let token: string;
let ids: { distributor: number; plant: number; units: number[]; installations: string[] };
const cycleIds: Record<string, number> = {};

const api = (method: string, path: string, body?: unknown, opts: { token?: string; lang?: string } = {}) =>
  call(server, method, `/api/energy${path}`, {
    token: opts.token ?? token,
    body,
    headers: opts.lang ? { 'accept-language': opts.lang } : {},
  });

async function created(path: string, body: unknown) {
  const res = await api('POST', path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

function generationCsv(month: string, days: number, base: number) {
  const lines = ['usina;data;energia_kwh'];
  for (let d = 1; d <= days; d++)
    lines.push(
      `${ids.plant};${String(d).padStart(2, '0')}/${month.slice(5)}/${month.slice(0, 4)};${base + d},5`,
    );
  return lines.join('\n');
}

function billsCsv(cycle: string, consumption = CONSUMPTION[cycle]!) {
  const lines = ['uc;mes_referencia;consumo_kwh;cip'];
  ids.installations.forEach((number, i) => lines.push(`${number};${cycle};${consumption[i]};15,00`));
  return lines.join('\n');
}

async function closeAndWait(cycle: string, path = 'close') {
  const res = await api('POST', `/cycles/${cycleIds[cycle]}/${path}/`);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  for (let i = 0; i < 200; i++) {
    const current = await api('GET', `/cycles/${cycleIds[cycle]}/`);
    if (current.body.state === 'closed' && current.body.closed_at) return current.body;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`cycle ${cycle} did not close`);
}

/** What packages/energy gives for the three UCs over the cycles, lots carried from one to the next. */
function expected(cycles: string[], consumptionOf = (cycle: string) => CONSUMPTION[cycle]!) {
  const lots = new Map<number, CreditLot[]>();
  const results: Record<string, CycleResult[]> = {};
  for (const cycle of cycles) {
    const context = prepareCycle({
      cycle,
      tariff: taxedTariff(
        {
          teMicros: TARIFF.te_micros,
          tusdMicros: TARIFF.tusd_micros,
          fioBMicros: TARIFF.fio_b_micros,
          fioAMicros: 0,
          chargesMicros: 0,
        },
        TAXES,
      ),
      rules: DEFAULT_DISTRIBUTOR_RULES,
    });
    const excedente = EXCEDENTE[cycle]!;
    const split = splitByPercentage(
      excedente,
      ids.units.slice(0, 2).map((u, i) => ({ unitId: String(u), percentPpm: SHARES[i]! })),
    );
    const allocation = [...split.shares.map((s) => s.kwh), split.generatorKwh];
    results[cycle] = ids.units.map((unit, i) => {
      const result = closeUnitCycle(context, {
        unit: { id: String(unit), group: 'B', connection: i === 1 ? 'MONOFASICO' : 'TRIFASICO' },
        consumptionKwh: consumptionOf(cycle)[i]!,
        allocations: [{ plantId: String(ids.plant), regime: 'GD_II' as const, kwh: allocation[i]! }].filter(
          (a) => a.kwh > 0,
        ),
        lots: lots.get(unit) ?? [],
        cipCentavos: 1500,
        contract: i < 2 ? CONTRACT : undefined,
      });
      lots.set(
        unit,
        result.lots.filter((l) => l.status === 'ATIVO'),
      );
      return result;
    });
  }
  return { results, lots };
}

const EXCEDENTE: Record<string, number> = {};
const monthKwh = (days: number, base: number) =>
  Math.round(
    Array.from({ length: days }, (_, d) => (base + d + 1.5) * 1000).reduce((a, b) => a + b, 0) / 1000,
  );

async function assertMatches(cycle: string, want: CycleResult[]) {
  const results = await api('GET', `/credits/results/?cycle=${cycle}&page_size=100&ordering=unit_id`);
  expect(
    results.body.results.map((r: any) => [
      r.unit_id,
      r.consumption_kwh,
      r.allocated_kwh,
      r.compensated_kwh,
      r.banked_kwh,
      r.bill_centavos,
      r.bill_without_gd_centavos,
    ]),
  ).toEqual(
    want.map((r) => [
      Number(r.unitId),
      r.consumptionKwh,
      r.allocatedKwh,
      r.compensatedKwh,
      r.bankedKwh,
      r.bill.totalCentavos,
      r.billWithoutGd.totalCentavos,
    ]),
  );
  const invoices = await api('GET', `/invoices/?cycle=${cycle}&page_size=100&ordering=id`);
  expect(
    invoices.body.results.map((i: any) => [
      i.unit_id,
      i.amount_centavos,
      i.savings_centavos,
      i.credit_balance_kwh,
    ]),
  ).toEqual(
    want
      .filter((r) => r.invoice)
      .map((r) => [
        Number(r.unitId),
        r.invoice!.priceCentavos,
        r.invoice!.savingsCentavos,
        r.invoice!.creditBalanceKwh,
      ]),
  );
  const movements = await api('GET', `/credits/movements/?cycle=${cycle}&page_size=100&ordering=id`);
  expect(movements.body.results.map((m: any) => [m.lot_id, m.type, m.kwh]).sort()).toEqual(
    want.flatMap((r) => r.movements.map((m) => [m.lotId, m.type, m.kwh])).sort(),
  );
}

beforeAll(async () => {
  server = await startServer();
  token = (await login(server, 'energia@alvorada.dev')).accessToken;
  const distributor = await created('/distributors/', {
    acronym: 'TESTE-D',
    name: 'Distribuidora de Teste',
    cnpj: '12345678000199',
    ufs: ['SP'],
    ...{ icms_ppm: TAXES.icmsPpm, pis_ppm: TAXES.pisPpm, cofins_ppm: TAXES.cofinsPpm },
  });
  await created('/tariffs/', { distributor_id: distributor, valid_from: '2023-01-01', ...TARIFF });
  const customer = (n: number, type = 'PF') =>
    created('/customers/', {
      person_type: type,
      name: `Cliente ${n}`,
      cpf_cnpj: type === 'PF' ? cpfFrom(900_000_000 + n) : '11222333000181',
    });
  const customersIds = [await customer(1), await customer(2), await customer(3, 'PJ')];
  const contract = (c: number) =>
    created('/contracts/', {
      customer_id: c,
      pricing_mode: CONTRACT.mode,
      discount_ppm: CONTRACT.discountPpm,
      start_date: '2023-01-01',
    });
  const contractIds = [await contract(customersIds[0]!), await contract(customersIds[1]!)];
  const installations = ['T-0001', 'T-0002', 'T-0003'];
  const units: number[] = [];
  for (const [i, number] of installations.entries()) {
    units.push(
      await created('/units/', {
        distributor_id: distributor,
        customer_id: customersIds[i],
        installation_number: number,
        uf: 'SP',
        connection: i === 1 ? 'MONOFASICO' : 'TRIFASICO',
        contract_id: contractIds[i] ?? null,
      }),
    );
  }
  const plant = await created('/plants/', {
    name: 'Usina de Teste',
    distributor_id: distributor,
    generating_unit_id: units[2],
    uf: 'SP',
    dc_power_kwp: 30,
    ac_power_kw: 25,
    modality: 'GERACAO_COMPARTILHADA',
    access_request_date: '2023-09-01',
    injection_start: '2023-04-01',
    monthly_irradiation: [5.2, 5.5, 4.8, 4.2, 3.5, 3.2, 3.3, 4.1, 4.2, 4.8, 5.2, 5.6],
  });
  ids = { distributor, plant, units, installations };
  await created('/allocations/', {
    plant_id: plant,
    effective_cycle: '2023-05',
    status: 'PROTOCOLADO',
    items: units.slice(0, 2).map((u, i) => ({ unit_id: u, percent_ppm: SHARES[i] })),
  });
  for (const cycle of ['2023-05', '2023-06', '2023-07'])
    cycleIds[cycle] = await created('/cycles/', { cycle });
});
afterAll(() => server?.close());

describe('energy: import, close, ledger and invoices', () => {
  it('imports generation once: a second import of the same file changes nothing', async () => {
    const content = generationCsv('2023-05', 31, 100);
    const preview = await api('POST', '/generation/import/preview/', { content });
    expect(preview.body).toMatchObject({ rows: 31, inserted: 31, errors: [], import_id: null });
    expect((await api('GET', `/generation/readings/?plant_id=${ids.plant}`)).body.count).toBe(0);
    const first = await api('POST', '/generation/import/', { file_name: 'maio.csv', content });
    expect(first.body).toMatchObject({ duplicate: false, inserted: 31, updated: 0 });
    const again = await api('POST', '/generation/import/', { file_name: 'maio.csv', content });
    expect(again.body).toMatchObject({
      duplicate: true,
      inserted: 0,
      updated: 0,
      unchanged: 31,
      import_id: first.body.import_id,
    });
    const readings = await api('GET', `/generation/readings/?plant_id=${ids.plant}&page_size=100`);
    expect(readings.body.count).toBe(31);
    EXCEDENTE['2023-05'] = monthKwh(31, 100);
    for (const [month, base] of [
      ['2023-06', 90],
      ['2023-07', 80],
    ] as const) {
      const res = await api('POST', '/generation/import/', { content: generationCsv(month, 30, base) });
      expect(res.body.inserted).toBe(30);
      EXCEDENTE[month] = monthKwh(30, base);
    }
  });

  it('rejects a bad generation file whole, with translated per-line errors, and writes nothing', async () => {
    const content = [
      'usina;data;energia_kwh',
      `${ids.plant};01/08/2023;12,5`,
      `${ids.plant};32/08/2023;10`,
      `999999;02/08/2023;10`,
      `${ids.plant};03/08/2023;-4`,
      `${ids.plant};04/08/2023;5000`,
    ].join('\n');
    const preview = await api('POST', '/generation/import/preview/', { content }, { lang: 'en' });
    expect(preview.body.errors.map((e: any) => [e.line, e.field, e.code])).toEqual([
      [3, 'data', 'invalid_date'],
      [4, 'usina', 'unknown_plant'],
      [5, 'energia_kwh', 'negative_value'],
      [6, 'energia_kwh', 'implausible_generation'],
    ]);
    expect(preview.body.errors[0].message).toBe('Invalid date.');
    const res = await api('POST', '/generation/import/', { content }, { lang: 'fr' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('import_rejected');
    expect(res.body.detail).toBe('Fichier refusé : 4 erreur(s). Rien n’a été enregistré.');
    expect(res.body.fields['5.energia_kwh']).toEqual(['La valeur ne peut pas être négative.']);
    const august = await api('GET', `/generation/readings/?plant_id=${ids.plant}&page_size=100`);
    expect(august.body.count).toBe(91);
  });

  it('closes cycles over HTTP with progress; ledger and invoices match packages/energy', async () => {
    for (const cycle of ['2023-05', '2023-06']) {
      const imported = await api('POST', '/bills/import/', { content: billsCsv(cycle) });
      expect(imported.body).toMatchObject({ inserted: 3, errors: [] });
      expect((await api('POST', '/bills/import/', { content: billsCsv(cycle) })).body.duplicate).toBe(true);
    }
    const me = await login(server, 'energia@alvorada.dev');
    const socket = openSocket(server, me.userData.id, me.accessToken);
    await socket.opened;
    token = me.accessToken;
    await closeAndWait('2023-05');
    const done = await socket.next('job_progress');
    expect(done).toMatchObject({ kind: 'energy.close-cycle' });
    socket.socket.close();
    await closeAndWait('2023-06');
    const want = expected(['2023-05', '2023-06']);
    await assertMatches('2023-05', want.results['2023-05']!);
    await assertMatches('2023-06', want.results['2023-06']!);
    for (const unit of ids.units) {
      const lots = await api('GET', `/credits/lots/?unit_id=${unit}&status=ATIVO&page_size=100`);
      expect(lots.body.results.map((l: any) => [l.id, l.balance_kwh]).sort()).toEqual(
        want.lots
          .get(unit)!
          .map((l) => [l.id, l.balanceKwh])
          .sort(),
      );
    }
    const again = await closeAndWait('2023-06');
    expect(again.units_done).toBe(3);
    await assertMatches('2023-06', want.results['2023-06']!);
  });

  it('a close that fails midway leaves committed chunks whole, and a rerun completes it', async () => {
    await api('POST', '/bills/import/', { content: billsCsv('2023-07') });
    const failing = closeCycle(server.built.platform.db, cycleIds['2023-07']!, {
      chunkSize: 1,
      afterChunkWrites: (chunk) => {
        if (chunk === 1) throw new Error('injected fault');
      },
    });
    await expect(failing).rejects.toThrow('injected fault');
    const broken = await api('GET', `/cycles/${cycleIds['2023-07']}/`);
    expect(broken.body).toMatchObject({
      state: 'failed',
      units_done: 1,
      units_total: 3,
      error: 'unexpected',
    });
    // The error's own text reaches the caller (which logs it), never the cycle.
    const [stored] = await server.built.platform.db
      .select({ error: cycles.error })
      .from(cycles)
      .where(eq(cycles.id, cycleIds['2023-07']!));
    expect(stored!.error).toBe('unexpected');
    expect((await api('GET', '/credits/results/?cycle=2023-07')).body.count).toBe(1);
    expect((await api('GET', '/invoices/?cycle=2023-07')).body.count).toBe(1);
    await closeAndWait('2023-07');
    await assertMatches('2023-07', expected(['2023-05', '2023-06', '2023-07']).results['2023-07']!);
  });

  it('a bill imported after the close marks the cycle stale; a recompute applies it', async () => {
    const closed = await api('GET', '/cycles/?state=closed&ordering=-cycle&page_size=5');
    const [latest, earlier] = closed.body.results;
    cycleIds[latest.cycle] = latest.id;
    const [bill] = (await api('GET', `/bills/?cycle=${latest.cycle}&ordering=id`)).body.results;
    const unit = (await api('GET', `/units/${bill.unit_id}/`)).body;
    const resultsOf = async () =>
      (await api('GET', `/credits/results/?cycle=${latest.cycle}&page_size=100&ordering=unit_id`)).body
        .results;
    const before = await resultsOf();
    const content = `uc;mes_referencia;consumo_kwh;cip\n${unit.installation_number};${latest.cycle};${bill.consumption_kwh + 77};15,00`;
    const res = await api('POST', '/bills/import/', { content });
    expect(res.body).toMatchObject({ updated: 1, affected_closed_cycles: [latest.cycle] });
    expect((await api('GET', `/cycles/${latest.id}/`)).body.stale).toBe(true);
    expect((await api('POST', `/cycles/${earlier.id}/recompute/`)).status).toBe(409);
    await closeAndWait(latest.cycle, 'recompute');
    const after = await resultsOf();
    expect(after.find((r: any) => r.unit_id === unit.id).consumption_kwh).toBe(bill.consumption_kwh + 77);
    expect(after.filter((r: any) => r.unit_id !== unit.id)).toEqual(
      before.filter((r: any) => r.unit_id !== unit.id),
    );
    expect((await api('GET', `/cycles/${latest.id}/`)).body.stale).toBe(false);
    const lots = (await api('GET', `/credits/lots/?unit_id=${unit.id}&page_size=100`)).body.results;
    const movements = (await api('GET', `/credits/movements/?unit_id=${unit.id}&page_size=100`)).body.results;
    for (const lot of lots) {
      const sum = movements
        .filter((m: any) => m.lot_id === lot.id)
        .reduce((s: number, m: any) => s + m.kwh, 0);
      expect(sum, lot.id).toBe(lot.balance_kwh);
    }
  });
});

describe('energy: permissions and input', () => {
  it('a role without Financeiro gets 403 on invoices', async () => {
    const usuario = await login(server, 'usuario@alvorada.dev');
    expect((await api('GET', '/invoices/', undefined, { token: usuario.accessToken })).status).toBe(403);
    expect((await api('GET', '/summary/finance/', undefined, { token: usuario.accessToken })).status).toBe(
      403,
    );
    expect((await api('GET', '/invoices/')).status).toBe(200);
  });

  it('shows the full CPF/CNPJ only with the cpf_cnpj field rule on Prosumidor', async () => {
    const admin = await login(server, 'admin@alvorada.dev');
    const roles = await call(server, 'GET', '/api/admin/roles/', { token: admin.accessToken });
    const usuario = roles.body.results.find((r: any) => r.code === 'usuario');
    const setRules = (rules: unknown[]) =>
      call(server, 'PATCH', `/api/admin/roles/${usuario.id}/`, {
        token: admin.accessToken,
        body: { rules: [...usuario.rules, ...rules] },
      });
    const limited = { action: 'read', subject: 'Prosumidor', fields: ['name', 'status'] };
    const customersAs = async () => {
      const session = await login(server, 'usuario@alvorada.dev');
      return (await api('GET', '/customers/?search=Cliente 1', undefined, { token: session.accessToken }))
        .body.results[0];
    };
    expect((await setRules([limited])).status).toBe(200);
    expect(await customersAs()).toMatchObject({
      cpf_cnpj: `${cpfFrom(900_000_001).slice(0, 3)}******${cpfFrom(900_000_001).slice(-2)}`,
      document_full: false,
    });
    await setRules([limited, { action: 'read', subject: 'Prosumidor', fields: ['cpf_cnpj'] }]);
    expect(await customersAs()).toMatchObject({ cpf_cnpj: cpfFrom(900_000_001), document_full: true });
    await setRules([]);
    const operator = (await api('GET', '/customers/?search=Cliente 1')).body.results[0];
    expect(operator).toMatchObject({ cpf_cnpj: cpfFrom(900_000_001), document_full: true });
  });

  it('bad input gets a translated 400 and changes nothing', async () => {
    const before = (await api('GET', `/allocations/?plant_id=${ids.plant}`)).body.count;
    const over = await api(
      'POST',
      '/allocations/',
      {
        plant_id: ids.plant,
        effective_cycle: '2023-08',
        items: ids.units.slice(0, 2).map((u) => ({ unit_id: u, percent_ppm: 600_000 })),
      },
      { lang: 'fr' },
    );
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({
      code: 'allocation_over_100',
      detail: 'La somme des pourcentages de répartition dépasse 100 %.',
    });
    const badCycle = await api('POST', '/cycles/', { cycle: '2023-13' }, { lang: 'en' });
    expect(badCycle.status).toBe(400);
    expect(badCycle.body.fields.cycle).toEqual(['Invalid reference month (use YYYY-MM).']);
    expect((await api('GET', `/allocations/?plant_id=${ids.plant}`)).body.count).toBe(before);
    expect(
      (await api('GET', '/cycles/?search=2023-13')).body.results.some((c: any) => c.cycle === '2023-13'),
    ).toBe(false);
  });
});

/** Every row of a list, page after page (`query` starts with `&`). */
/** Lower case without accents, as the lists search and sort. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

async function everyRow(path: string, query = '') {
  const all: any[] = [];
  for (let page = 1; ; page++) {
    const res = await api('GET', `${path}?page_size=100&page=${page}${query}`);
    expect(res.status).toBe(200);
    all.push(...res.body.results);
    if (!res.body.next) return all;
  }
}

describe('energy: invoice status', () => {
  const everyInvoice = (query = '') => everyRow('/invoices/', query);

  it('filters by the status the list shows: VENCIDA finds the overdue invoices, EMITIDA the others', async () => {
    const all = await everyInvoice();
    const overdue = all.filter((invoice) => invoice.status === 'VENCIDA');
    expect(overdue.length).toBeGreaterThan(0);
    expect((await api('GET', '/invoices/?status=VENCIDA&page_size=5')).body.count).toBe(overdue.length);
    expect((await everyInvoice('&status=VENCIDA')).map((invoice) => invoice.id)).toEqual(
      overdue.map((invoice) => invoice.id),
    );
    const issued = await everyInvoice('&status=EMITIDA');
    expect(issued.map((invoice) => invoice.id)).toEqual(
      all.filter((invoice) => invoice.status === 'EMITIDA').map((invoice) => invoice.id),
    );
  });
});

describe('energy: summaries apply their filters', () => {
  const NOBODY = 999_999;

  it('finance counts only the invoices, payments and costs of the chosen distributor or plant', async () => {
    const all = (await api('GET', '/summary/finance/?from=2020-01')).body;
    expect(all.invoiced_centavos).toBeGreaterThan(0);
    const none = (await api('GET', `/summary/finance/?from=2020-01&distributor_id=${NOBODY}`)).body;
    expect(none).toMatchObject({ invoiced_centavos: 0, received_centavos: 0, receivable_centavos: 0 });
    expect(none.payment_mix).toEqual({});
    expect(none.monthly).toEqual([]);

    // Each plant's figures are those of the invoices of the UCs its rateio feeds; each distributor's, of its UCs.
    const invoices = (await everyRow('/invoices/')).filter(
      (invoice) => invoice.cycle >= all.from && invoice.cycle <= all.to && invoice.status !== 'CANCELADA',
    );
    const sumOver = (units: Set<number>) => {
      const mine = invoices.filter((invoice) => units.has(invoice.unit_id));
      return {
        invoiced_centavos: mine.reduce((total, invoice) => total + invoice.total_centavos, 0),
        received_centavos: mine.reduce((total, invoice) => total + invoice.paid_centavos, 0),
      };
    };
    const plants = (await api('GET', '/plants/?page_size=100')).body.results;
    const perPlant: number[] = [];
    for (const plant of plants) {
      const fed = new Set(
        (await everyRow('/allocations/', `&plant_id=${plant.id}`)).flatMap((version) =>
          version.items.map((item: { unit_id: number }) => item.unit_id),
        ),
      );
      const summary = (await api('GET', `/summary/finance/?from=2020-01&plant_id=${plant.id}`)).body;
      expect(summary, plant.name).toMatchObject(sumOver(fed));
      perPlant.push(summary.invoiced_centavos);
    }
    expect(perPlant.some((invoiced) => invoiced > 0 && invoiced < all.invoiced_centavos)).toBe(true);
    for (const distributor of all.options.distributors) {
      const reached = new Set(
        (await everyRow('/units/', `&distributor_id=${distributor.id}`)).map((unit) => unit.id as number),
      );
      const summary = (await api('GET', `/summary/finance/?from=2020-01&distributor_id=${distributor.id}`))
        .body;
      expect(summary, distributor.name).toMatchObject(sumOver(reached));
    }
    // The page's filters offer every plant and distributor.
    expect(all.options.plants.map((p: any) => p.id).sort()).toEqual(plants.map((p: any) => p.id).sort());
    expect(all.options.distributors.length).toBeGreaterThan(0);
  });

  it('credits count only the lots of the chosen plant or distributor', async () => {
    const plants = (await api('GET', '/plants/?page_size=100')).body.results;
    // The demo's active lots all expire more than a year ahead: a lot expiring on the 3-month boundary is added.
    const { latest_closed_cycle } = (await api('GET', '/summary/credits/')).body;
    const [unit] = (await api('GET', '/units/?page_size=5')).body.results;
    const db = server.built.platform.db;
    const soon = {
      id: 'expiring-soon',
      unitId: unit.id,
      plantId: plants[0].id,
      regime: plants[0].regime,
      originCycle: addMonths(latest_closed_cycle, -58),
      initialKwh: 500,
      balanceKwh: 123,
      expiresAt: addMonths(latest_closed_cycle, 3),
      status: 'ATIVO',
    };
    await db.insert(lots).values(soon);
    onTestFinished(() =>
      db
        .delete(lots)
        .where(eq(lots.id, soon.id))
        .then(() => undefined),
    );
    let expiringSeen = 0;
    for (const plant of plants) {
      const lots = await everyRow('/credits/lots/', `&plant_id=${plant.id}&status=ATIVO`);
      const summary = (await api('GET', `/summary/credits/?plant_id=${plant.id}`)).body;
      expect(summary.balance_kwh, plant.name).toBe(
        lots.reduce((total: number, lot: any) => total + lot.balance_kwh, 0),
      );
      const closed: string = summary.latest_closed_cycle;
      for (const months of [3, 6, 12]) {
        const expiring = lots.filter(
          (lot: any) => lot.expires_at > closed && lot.expires_at <= addMonths(closed, months),
        );
        expect(summary[`expiring_${months}_months_kwh`], `${plant.name}, ${months} months`).toBe(
          expiring.reduce((total: number, lot: any) => total + lot.balance_kwh, 0),
        );
      }
      expect(summary.balance_by_vintage.reduce((total: number, v: { kwh: number }) => total + v.kwh, 0)).toBe(
        summary.balance_kwh,
      );
      expiringSeen += summary.expiring_12_months_kwh;
    }
    expect(expiringSeen).toBeGreaterThanOrEqual(soon.balanceKwh);
    const none = (await api('GET', `/summary/credits/?distributor_id=${NOBODY}`)).body;
    expect(none).toMatchObject({ balance_kwh: 0, expiring_12_months_kwh: 0, expired_in_year_kwh: 0 });
    expect(none.monthly).toEqual([]);
  });

  it('prosumers count only the units of the chosen distributor', async () => {
    expect((await api('GET', '/summary/prosumers/')).body.active_units).toBeGreaterThan(0);
    const none = (await api('GET', `/summary/prosumers/?distributor_id=${NOBODY}`)).body;
    expect(none).toMatchObject({ active_units: 0, active_customers: 0, savings_centavos: 0 });
  });

  it('generation and prosumers for one plant show that plant and the UCs its rateio feeds', async () => {
    const plants = (await api('GET', '/plants/?page_size=100')).body.results;
    expect(plants.length).toBeGreaterThan(1);
    for (const plant of plants) {
      const generation = (await api('GET', `/summary/generation/?plant_id=${plant.id}`)).body;
      expect(generation.table.map((row: any) => row.plant_id)).toEqual([plant.id]);
      const fed = new Set<number>(
        (await everyRow('/allocations/', `&plant_id=${plant.id}`)).flatMap((version) =>
          version.items.map((item: { unit_id: number }) => item.unit_id),
        ),
      );
      const prosumers = await everyRow('/summary/prosumers/units/', `&plant_id=${plant.id}`);
      expect(prosumers.map((row: any) => row.unit_id).sort(), plant.name).toEqual([...fed].sort());
    }
  });

  it('documents only the filters each summary applies', async () => {
    const doc = (await call(server, 'GET', '/api/docs/openapi.json')).body;
    const filters = (page: string) =>
      (doc.paths[`/api/energy/summary/${page}/`].get.parameters ?? [])
        .filter((parameter: { in: string }) => parameter.in === 'query')
        .map((parameter: { name: string }) => parameter.name)
        .sort();
    for (const page of ['generation', 'prosumers', 'credits', 'finance'])
      expect(filters(page), page).toEqual(['distributor_id', 'from', 'plant_id', 'to']);
    // The reports page counts the operator's reports as a whole: it offers no filter.
    expect(filters('reports')).toEqual([]);
    const whole = (await api('GET', '/summary/reports/')).body;
    expect(whole.options.plants.length).toBeGreaterThan(0);
  });

  it('refuses a reversed or over-long period with a translated 400 instead of cutting it', async () => {
    const long = await api('GET', '/summary/generation/?from=2000-01&to=2026-10', undefined, { lang: 'en' });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({
      code: 'period_too_long',
      detail: 'Choose a period of at most 120 months.',
    });
    const reversed = await api('GET', '/summary/finance/?from=2026-05&to=2026-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({
      code: 'period_reversed',
      fields: { from: ['O mês inicial vem depois do mês final.'] },
    });
    expect((await api('GET', '/summary/generation/?from=2016-11&to=2026-10')).status).toBe(200);
  });
});

describe('energy: over-allocation in the credits and prosumers summaries', () => {
  /** Each UC's active balance and its cycles in the summary's period, read from the ledger and result lists. */
  async function ledger(from: string, to: string) {
    const balance = new Map<number, number>();
    for (const lot of await everyRow('/credits/lots/', '&status=ATIVO'))
      balance.set(lot.unit_id, (balance.get(lot.unit_id) ?? 0) + lot.balance_kwh);
    const results = new Map<number, any[]>();
    for (const result of await everyRow('/credits/results/'))
      if (result.cycle >= from && result.cycle <= to)
        results.set(result.unit_id, [...(results.get(result.unit_id) ?? []), result]);
    const generating = new Set((await everyRow('/plants/')).map((plant: any) => plant.generating_unit_id));
    const total = (rows: any[], key: string) => rows.reduce((s, r) => s + r[key], 0);
    return { balance, results, generating, total };
  }

  it('credits list exactly the UCs holding more than 3 months of their consumption, with a share using it up', async () => {
    const summary = (await api('GET', '/summary/credits/')).body;
    const rebalancing = await everyRow('/summary/credits/rebalancing/');
    const { balance, results, generating, total } = await ledger(summary.from, summary.to);
    const surplus: number[] = [];
    let deficit = 0;
    for (const [unitId, rows] of results) {
      if (generating.has(unitId)) continue;
      const consumption = Math.round(total(rows, 'consumption_kwh') / rows.length);
      const received = Math.round(total(rows, 'allocated_kwh') / rows.length);
      const held = balance.get(unitId) ?? 0;
      if (consumption > 0 && held > 3 * consumption) surplus.push(unitId);
      else if (received < consumption && held < consumption) deficit += 1;
    }
    // The demo sizes the rateio on expected generation, so its beneficiaries bank more than they use.
    expect(surplus.length).toBeGreaterThan(0);
    expect(summary.surplus_units).toBe(surplus.length);
    expect(summary.deficit_units).toBe(deficit);
    expect(rebalancing.map((row: any) => row.unit_id).sort()).toEqual(surplus.sort());
    const months = rebalancing.map((row: any) => row.months_of_cover);
    expect(months).toEqual([...months].sort((a, b) => b - a));
    for (const row of rebalancing) {
      expect(row.balance_kwh, row.installation_number).toBe(balance.get(row.unit_id));
      expect(row.balance_kwh).toBeGreaterThan(3 * row.mean_consumption_kwh);
      expect(row.months_of_cover).toBeCloseTo(row.balance_kwh / row.mean_consumption_kwh, 9);
      expect(row.installation_number).not.toBe('');
      const excess = row.balance_kwh - 3 * row.mean_consumption_kwh;
      const target = Math.max(0, row.mean_consumption_kwh - excess / 12);
      const proposed = Math.floor((row.percent_ppm * target) / row.mean_received_kwh / 100) * 100;
      expect(row.proposed_ppm).toBe(Math.min(row.percent_ppm, proposed));
    }
    expect(rebalancing.some((row: any) => row.proposed_ppm < row.percent_ppm)).toBe(true);
    expect(summary.surplus_kwh).toBe(total(rebalancing, 'balance_kwh'));
    expect(summary.unallocated_kwh).toBe([...generating].reduce((s, u) => s + (balance.get(u) ?? 0), 0));
    expect(summary.expired_in_period_kwh).toBe(total(summary.monthly, 'expired_kwh'));
  });

  it('prosumers show each beneficiary UC with its coverage and balance; the generating UCs stay out', async () => {
    const summary = (await api('GET', '/summary/prosumers/')).body;
    const table = await everyRow('/summary/prosumers/units/');
    const { balance, results, generating, total } = await ledger(summary.from, summary.to);
    const units = (await everyRow('/units/')).filter((unit: any) => !generating.has(unit.id));
    expect(table.map((row: any) => row.unit_id).sort()).toEqual(units.map((u: any) => u.id).sort());
    expect(summary.beneficiary_units).toBe(units.length);
    let consumed = 0;
    let received = 0;
    for (const row of table) {
      const rows = results.get(row.unit_id) ?? [];
      consumed += total(rows, 'consumption_kwh');
      received += total(rows, 'allocated_kwh');
      expect(row.balance_kwh, row.installation_number).toBe(balance.get(row.unit_id) ?? 0);
      expect(row.document).toMatch(/^\d{3}\*+\d{2}$/);
      if (rows.length === 0) continue;
      expect(row.mean_consumption_kwh).toBe(Math.round(total(rows, 'consumption_kwh') / rows.length));
      expect(row.coverage).toBeCloseTo(total(rows, 'allocated_kwh') / total(rows, 'consumption_kwh'), 9);
      expect(row.alerts.includes('SOBREALOCADA')).toBe(row.coverage > 1.2);
    }
    expect(summary.coverage).toBeCloseTo(received / consumed, 9);
    expect(table.some((row: any) => row.alerts.includes('SOBREALOCADA'))).toBe(true);
    // The summary counts the alerts the table carries, and names the first UCs of each.
    for (const line of summary.alerts) {
      const flagged = table.filter((row: any) => row.alerts.includes(line.alert));
      expect(line.units, line.alert).toBe(flagged.length);
      const filtered = await everyRow('/summary/prosumers/units/', `&alert=${line.alert}`);
      expect(filtered.map((row: any) => row.unit_id)).toEqual(flagged.map((row: any) => row.unit_id));
      expect(line.examples.map((e: any) => e.unit_id)).toEqual(
        filtered.slice(0, 3).map((r: any) => r.unit_id),
      );
    }
    expect(summary.out_of_band_units).toBe(
      table.filter((row: any) => row.coverage !== null && (row.coverage > 1.2 || row.coverage < 0.8)).length,
    );
    const plotted = table.filter((row: any) => row.mean_consumption_kwh !== null);
    expect(summary.coverage_points_total).toBe(plotted.length);
    expect(summary.coverage_points.map((p: any) => p.unit_id).sort()).toEqual(
      plotted.map((row: any) => row.unit_id).sort(),
    );
  });

  it('pages, searches and orders the UCs of the prosumers table on the server', async () => {
    const all = await everyRow('/summary/prosumers/units/', '&ordering=-balance_kwh');
    const balances = all.map((row: any) => row.balance_kwh);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    const first = (await api('GET', '/summary/prosumers/units/?page_size=5&ordering=-balance_kwh')).body;
    expect(first.count).toBe(all.length);
    expect(first.results).toEqual(all.slice(0, 5));
    expect(first.next).toContain('page=2');
    // Search ignores case and accents, in the customer's name and the installation number.
    const someone = all.find((row: any) => /[áéíóúãõç]/i.test(row.customer_name)) ?? all[0];
    const word = fold(someone.customer_name).split(' ')[0]!;
    const found = await everyRow(
      '/summary/prosumers/units/',
      `&search=${encodeURIComponent(word.toUpperCase())}`,
    );
    expect(found.map((row: any) => row.unit_id)).toContain(someone.unit_id);
    for (const row of found)
      expect(fold(row.customer_name).includes(word) || fold(row.plant_name ?? '').includes(word)).toBe(true);
    const byNumber = await everyRow('/summary/prosumers/units/', `&search=${someone.installation_number}`);
    expect(byNumber.map((row: any) => row.unit_id)).toContain(someone.unit_id);
    const unknown = await api('GET', '/summary/prosumers/units/?ordering=document', undefined, {
      lang: 'en',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('invalid_ordering');
    const names = (await everyRow('/summary/credits/rebalancing/', '&ordering=customer_name')).map(
      (row: any) => row.customer_name,
    );
    // Names sort as the SQL lists sort them: without case and accents.
    const folded = names.map((name: string) => fold(name));
    expect(folded).toEqual([...folded].sort());
    expect(names.every((name: string) => name !== '')).toBe(true);
  });

  it('computes the standing of the UCs once, and again after any write to what it is made of', async () => {
    const db = server.built.platform.db;
    const stored = async () => (await db.select({ id: standingScopes.id }).from(standingScopes)).length;
    const [unit] = (await api('GET', '/summary/prosumers/units/?page_size=5')).body.results;
    const before = await stored();
    await api('GET', '/summary/prosumers/');
    await api('GET', '/summary/prosumers/units/?page_size=5&ordering=-balance_kwh');
    expect(await stored()).toBe(before);
    // Written behind the services' backs: the database itself marks the change.
    const renamed = `${unit.customer_name} Renomeada`;
    await db.update(customers).set({ name: renamed }).where(eq(customers.id, unit.customer_id));
    onTestFinished(async () => {
      await db.update(customers).set({ name: unit.customer_name }).where(eq(customers.id, unit.customer_id));
    });
    const found = (await api('GET', '/summary/prosumers/units/?search=renomeada')).body.results;
    expect(found.map((row: any) => [row.unit_id, row.customer_name])).toContainEqual([unit.unit_id, renamed]);
    const [lot] = await db
      .select()
      .from(lots)
      .where(and(eq(lots.unitId, unit.unit_id), eq(lots.status, 'ATIVO')));
    if (lot) {
      await db
        .update(lots)
        .set({ balanceKwh: lot.balanceKwh + 1000 })
        .where(eq(lots.id, lot.id));
      onTestFinished(async () => {
        await db.update(lots).set({ balanceKwh: lot.balanceKwh }).where(eq(lots.id, lot.id));
      });
      const [row] = (await api('GET', '/summary/prosumers/units/?search=renomeada')).body.results;
      expect(row.balance_kwh).toBe(unit.balance_kwh + 1000);
    }
  });
});

describe('energy: the demo data is plausible', () => {
  it('stores each demo plant with the regime the rules give it', async () => {
    const plants = await everyRow('/plants/');
    const demo = plants.filter((plant: any) => plant.name.startsWith('Usina Solar'));
    expect(demo.length).toBe(4);
    for (const plant of demo) {
      const { regime } = plantRegimes({
        dcPowerKwp: plant.dc_power_kwp,
        acPowerKw: plant.ac_power_kw,
        dispatchable: plant.dispatchable,
        accessRequestDate: plant.access_request_date,
        modality: plant.modality,
      });
      expect(plant.regime, plant.name).toBe(regime);
    }
  });

  it('has no credit lot older than the plant that generated it, nor of another regime', async () => {
    const plants = new Map((await everyRow('/plants/')).map((plant: any) => [plant.id, plant]));
    const lots = await everyRow('/credits/lots/');
    expect(lots.length).toBeGreaterThan(0);
    for (const lot of lots) {
      const plant = plants.get(lot.plant_id);
      expect(lot.origin_cycle >= plant.injection_start.slice(0, 7), lot.id).toBe(true);
      expect(lot.regime, lot.id).toBe(plant.regime);
    }
  });

  it('charges the 2 % fine and pro-rata interest on every late payment', async () => {
    const invoices = new Map((await everyRow('/invoices/')).map((invoice: any) => [invoice.id, invoice]));
    const payments = await everyRow('/payments/');
    const late = payments.filter(
      (payment: any) => payment.credited_on > invoices.get(payment.invoice_id).due_date,
    );
    expect(late.length).toBeGreaterThan(0);
    for (const payment of payments) {
      const invoice = invoices.get(payment.invoice_id);
      const charges = lateCharges(invoice.amount_centavos, invoice.due_date, payment.credited_on);
      expect(payment.late_charges_centavos, String(payment.id)).toBe(
        charges.fineCentavos + charges.interestCentavos,
      );
    }
  });
});
