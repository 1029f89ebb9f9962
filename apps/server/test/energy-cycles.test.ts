import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DEFAULT_DISTRIBUTOR_RULES,
  closeUnitCycle,
  prepareCycle,
  splitByPercentage,
  taxedTariff,
  type CreditLot,
  type CycleResult,
} from '@alvorada/energy';
import { call, login, openSocket } from './harness.ts';
import { eventually } from './eventually.ts';
import { moduleServer } from './module-server.ts';
import { cpfFrom } from '../src/modules/energy/seed.ts';
import { closeCycle } from '../src/modules/energy/close-cycle.ts';
import { cycles } from '../src/modules/energy/schema.ts';

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

const energy = moduleServer('energy', 'energia@alvorada.dev');
const { api, created } = energy;
let ids: { distributor: number; plant: number; units: number[]; installations: string[] };
const cycleIds: Record<string, number> = {};

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

async function closeAndWait(cycle: string, path = 'close', body?: unknown) {
  const res = await api('POST', `/cycles/${cycleIds[cycle]}/${path}/`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return eventually(async () => {
    const current = (await api('GET', `/cycles/${cycleIds[cycle]}/`)).body;
    return current.state === 'closed' && current.closed_at && current;
  });
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
  const distributor = await created('/distributors/', {
    acronym: 'TESTE-D',
    name: 'Distribuidora de Teste',
    cnpj: '12345678000195',
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
    access_request_date: '2023-03-01',
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
    expect(res.body.detail).toBe('Fichier refusé : 4 erreurs. Rien n’a été enregistré.');
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
    const me = await login(energy.server, 'energia@alvorada.dev');
    const socket = openSocket(energy.server, me.userData.id, me.accessToken);
    await socket.opened;
    energy.token = me.accessToken;
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
    const failing = closeCycle(energy.server.built.platform.db, cycleIds['2023-07']!, {
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
    const [stored] = await energy.server.built.platform.db
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
    // The demo's oldest open cycle, closed: the cycles before it have payments, which keep them as they are.
    const [open] = (await api('GET', '/cycles/?state=open&ordering=cycle')).body.results;
    cycleIds[open.cycle] = open.id;
    await closeAndWait(open.cycle, 'close', { override: true, reason: 'As UCs deste teste não têm fatura.' });
    const closed = await api('GET', '/cycles/?state=closed&ordering=-cycle&page_size=5');
    const [latest, earlier] = closed.body.results;
    expect(latest.id).toBe(open.id);
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
    const usuario = await login(energy.server, 'usuario@alvorada.dev');
    expect((await api('GET', '/invoices/', undefined, { token: usuario.accessToken })).status).toBe(403);
    expect((await api('GET', '/summary/finance/', undefined, { token: usuario.accessToken })).status).toBe(
      403,
    );
    expect((await api('GET', '/invoices/')).status).toBe(200);
  });

  it('shows the full CPF/CNPJ only with the cpf_cnpj field rule on Prosumidor', async () => {
    const admin = await login(energy.server, 'admin@alvorada.dev');
    const roles = await call(energy.server, 'GET', '/api/admin/roles/', { token: admin.accessToken });
    const usuario = roles.body.results.find((r: any) => r.code === 'usuario');
    const setRules = (rules: unknown[]) =>
      call(energy.server, 'PATCH', `/api/admin/roles/${usuario.id}/`, {
        token: admin.accessToken,
        body: { rules: [...usuario.rules, ...rules] },
      });
    const limited = { action: 'read', subject: 'Prosumidor', fields: ['name', 'status'] };
    const customersAs = async () => {
      const session = await login(energy.server, 'usuario@alvorada.dev');
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
