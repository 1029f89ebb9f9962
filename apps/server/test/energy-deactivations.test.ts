import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, ne } from 'drizzle-orm';
import { addMonths } from '@alvorada/energy';
import { FIELD_MESSAGES } from '@alvorada/contracts';
import { call, login, startServer, type TestServer } from './harness.ts';
import { plantBody } from './energy-plant-body.ts';
import { today } from '../src/modules/energy/clock.ts';
import { plants, units } from '../src/modules/energy/schema.ts';
import { ENERGY_MESSAGES } from '../src/modules/energy/messages.ts';

let server: TestServer;
let token: string;
let readerToken: string;
const api = (method: string, path: string, body?: unknown, lang = 'pt-BR') =>
  call(server, method, `/api/energy${path}`, { token, body, headers: { 'accept-language': lang } });
const created = async (path: string, body: unknown) => {
  const answer = await api('POST', path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as { id: number; version: number } & Record<string, unknown>;
};
const inactive = (lang: 'pt-BR' | 'en') => String(ENERGY_MESSAGES.distributor_inactive[lang]);
let counter = 0;
const newDistributor = () =>
  created('/distributors/', {
    acronym: `DESAT-${++counter}`,
    name: `Distribuidora a desativar ${counter}`,
    cnpj: '22345678000149',
    ufs: ['MG'],
    icms_ppm: 180_000,
    pis_ppm: 12_000,
    cofins_ppm: 55_000,
  });
const firstOf = async (path: string) => {
  const list = await api('GET', `${path}?page_size=5&ordering=id`);
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  return list.body.results[0] as { id: number; version: number } & Record<string, unknown>;
};

beforeAll(async () => {
  server = await startServer();
  token = (await login(server, 'energia@alvorada.dev')).accessToken;
  const admin = (await login(server, 'admin@alvorada.dev')).accessToken;
  // Reads plants and their costs, changes neither.
  const role = await call(server, 'POST', '/api/admin/roles/', {
    token: admin,
    body: { name: 'Leitor de geração', rules: [{ action: 'read', subject: ['Geracao', 'Financeiro'] }] },
  });
  expect(role.status, JSON.stringify(role.body)).toBe(201);
  const user = await call(server, 'POST', '/api/admin/users/', {
    token: admin,
    body: {
      email: 'leitor@example.com',
      username: 'leitor',
      full_name: 'Leitor',
      role: 'Leitor de geração',
      password: 'Geracao#Somente-2026',
    },
  });
  expect(user.status, JSON.stringify(user.body)).toBe(201);
  readerToken = (await login(server, 'leitor@example.com', 'Geracao#Somente-2026')).accessToken;
});
afterAll(() => server?.close());

describe('a distributor is deactivated on the version read, and then offered for nothing new', () => {
  it('deactivates on the version read (audited, before and after), refuses a stale version, and reactivates', async () => {
    const distributor = await newDistributor();
    expect(distributor.status).toBe('ATIVA');
    const off = await api('PATCH', `/distributors/${distributor.id}/`, {
      status: 'INATIVA',
      version: distributor.version,
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body).toMatchObject({ status: 'INATIVA', version: distributor.version + 1 });
    const [entry] = (await api('GET', `/distributors/${distributor.id}/history/`)).body;
    expect(entry).toMatchObject({
      action: 'update_distributor',
      before: { status: 'ATIVA' },
      after: { status: 'INATIVA' },
    });

    const stale = await api('PATCH', `/distributors/${distributor.id}/`, {
      status: 'ATIVA',
      version: distributor.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'record_changed',
      fields: { status: [FIELD_MESSAGES.changed_meanwhile['pt-BR']] },
      current: { status: 'INATIVA' },
    });

    const on = await api('PATCH', `/distributors/${distributor.id}/`, {
      status: 'ATIVA',
      version: off.body.version,
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.status).toBe('ATIVA');
  });

  it('refuses a reader who may not change Geração (403) and writes nothing', async () => {
    const distributor = await newDistributor();
    const refused = await call(server, 'PATCH', `/api/energy/distributors/${distributor.id}/`, {
      token: readerToken,
      body: { status: 'INATIVA', version: distributor.version },
    });
    expect(refused.status).toBe(403);
    expect((await api('GET', `/distributors/${distributor.id}/`)).body).toEqual(distributor);
  });

  it('refuses deactivating a distributor while active UCs or plants depend on it, saying how many (409), and writes nothing', async () => {
    const distributor = await firstOf('/distributors/');
    const db = server.built.platform.db;
    const [activeUnits] = await db
      .select({ n: count() })
      .from(units)
      .where(and(eq(units.distributorId, distributor.id), eq(units.active, true)));
    const [activePlants] = await db
      .select({ n: count() })
      .from(plants)
      .where(and(eq(plants.distributorId, distributor.id), ne(plants.status, 'DESATIVADA')));
    expect(activeUnits!.n + activePlants!.n).toBeGreaterThan(0);
    const refused = await api(
      'PATCH',
      `/distributors/${distributor.id}/`,
      { status: 'INATIVA', version: distributor.version },
      'en',
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('distributor_in_use');
    expect(refused.body.detail).toBe(
      String(ENERGY_MESSAGES.distributor_in_use.en)
        .replace('{units}', String(activeUnits!.n))
        .replace('{plants}', String(activePlants!.n)),
    );
    expect((await api('GET', `/distributors/${distributor.id}/`)).body).toEqual(distributor);
  });

  it('offers an inactive distributor for no new UC, plant or tariff (400 on the field), lists it with its status, and keeps its records', async () => {
    const distributor = await newDistributor();
    const customer = await firstOf('/customers/');
    const unit = await created('/units/', {
      distributor_id: distributor.id,
      customer_id: customer.id,
      installation_number: 'DESAT-UC-1',
      uf: 'MG',
    });
    // Its only UC deactivated first, the distributor may be.
    const unitOff = await api('PATCH', `/units/${unit.id}/`, { active: false, version: unit.version });
    expect(unitOff.status, JSON.stringify(unitOff.body)).toBe(200);
    const off = await api('PATCH', `/distributors/${distributor.id}/`, {
      status: 'INATIVA',
      version: distributor.version,
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);

    const newUnit = await api('POST', '/units/', {
      distributor_id: distributor.id,
      customer_id: customer.id,
      installation_number: 'DESAT-UC-2',
      uf: 'MG',
    });
    expect(newUnit.status).toBe(400);
    expect(newUnit.body.fields).toEqual({ distributor_id: [inactive('pt-BR')] });
    const newPlant = await api(
      'POST',
      '/plants/',
      plantBody({ name: 'Usina recusada', distributor_id: distributor.id, generating_unit_id: unit.id }),
      'en',
    );
    expect(newPlant.status).toBe(400);
    expect(newPlant.body.fields).toEqual({ distributor_id: [inactive('en')] });
    const newTariff = await api('POST', '/tariffs/', {
      distributor_id: distributor.id,
      valid_from: '2026-01-01',
      te_micros: 300_000,
      tusd_micros: 450_000,
      fio_b_micros: 220_000,
    });
    expect(newTariff.status).toBe(400);
    expect(newTariff.body.fields).toEqual({ distributor_id: [inactive('pt-BR')] });
    // Nor is a UC moved onto it, or made active again while it is inactive.
    const other = await firstOf('/units/');
    const moved = await api('PATCH', `/units/${other.id}/`, {
      distributor_id: distributor.id,
      version: other.version,
    });
    expect(moved.status).toBe(400);
    const again = await api('PATCH', `/units/${unit.id}/`, { active: true, version: unitOff.body.version });
    expect(again.status).toBe(400);
    expect(again.body.fields).toEqual({ distributor_id: [inactive('pt-BR')] });

    // Its UC still shows it, an edit of another field is saved, and lists tell it apart by its status.
    const edited = await api('PATCH', `/units/${unit.id}/`, {
      city: 'Uberaba',
      version: unitOff.body.version,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ distributor_id: distributor.id, active: false });
    const all = await api('GET', `/distributors/?search=${distributor.acronym}`);
    expect(all.body.results).toEqual([expect.objectContaining({ id: distributor.id, status: 'INATIVA' })]);
    const offered = await api('GET', `/distributors/?status=ATIVA&page_size=100`);
    expect(offered.body.results.map((d: { id: number }) => d.id)).not.toContain(distributor.id);
  });
});

describe('a plant’s cost entry is deactivated on the version read, and the figures leave it out from that month on', () => {
  const month = today().slice(0, 7);
  const costsOf = async (plantId: number, from: string) => {
    const answer = await api('GET', `/plants/${plantId}/generation/?from=${from}&to=${from}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.costs.total_centavos as number;
  };

  it('deactivates with audit; a month before the deactivation keeps counting it, this month and later ones no longer do', async () => {
    const plant = await firstOf('/plants/');
    const months = [addMonths(month, -1), month, addMonths(month, 1)];
    const amounts = [70_001, 70_002, 70_003];
    const before = await Promise.all(months.map((m) => costsOf(plant.id, m)));
    const costs = await Promise.all(
      months.map((m, i) =>
        created('/costs/', { plant_id: plant.id, month: m, category: 'OUTROS', amount_centavos: amounts[i] }),
      ),
    );
    expect(costs[0]).toMatchObject({ status: 'ATIVO', deactivated_on: null });
    expect(await Promise.all(months.map((m) => costsOf(plant.id, m)))).toEqual(
      before.map((b, i) => b + amounts[i]!),
    );

    for (const cost of costs) {
      const off = await api('PATCH', `/costs/${cost.id}/`, { status: 'INATIVO', version: cost.version });
      expect(off.status, JSON.stringify(off.body)).toBe(200);
      expect(off.body).toMatchObject({
        status: 'INATIVO',
        deactivated_on: today(),
        version: cost.version + 1,
      });
    }
    const [entry] = (await api('GET', `/costs/${costs[1]!.id}/history/`)).body;
    expect(entry).toMatchObject({
      action: 'update_cost',
      before: { status: 'ATIVO', deactivated_on: null },
      after: { status: 'INATIVO', deactivated_on: today() },
    });
    expect(await Promise.all(months.map((m) => costsOf(plant.id, m)))).toEqual([
      before[0]! + amounts[0]!,
      before[1],
      before[2],
    ]);

    // Active again, it counts again.
    const on = await api('PATCH', `/costs/${costs[1]!.id}/`, {
      status: 'ATIVO',
      version: costs[1]!.version + 1,
    });
    expect(on.body).toMatchObject({ status: 'ATIVO', deactivated_on: null });
    expect(await costsOf(plant.id, month)).toBe(before[1]! + amounts[1]!);
  });

  it('refuses a stale version (409) and a reader who may not change Financeiro (403)', async () => {
    const plant = await firstOf('/plants/');
    const cost = await created('/costs/', {
      plant_id: plant.id,
      month,
      category: 'SEGURO',
      amount_centavos: 5_000,
    });
    const edited = await api('PATCH', `/costs/${cost.id}/`, {
      amount_centavos: 6_000,
      version: cost.version,
    });
    expect(edited.status).toBe(200);
    const stale = await api('PATCH', `/costs/${cost.id}/`, { status: 'INATIVO', version: cost.version });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'record_changed',
      current: { status: 'ATIVO', amount_centavos: 6_000 },
    });
    const refused = await call(server, 'PATCH', `/api/energy/costs/${cost.id}/`, {
      token: readerToken,
      body: { status: 'INATIVO', version: edited.body.version },
    });
    expect(refused.status).toBe(403);
    expect((await api('GET', `/costs/${cost.id}/`)).body).toEqual(edited.body);
  });
});
