import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { FIELD_MESSAGES } from '@alvorada/contracts';
import { call, login, startServer, type TestServer } from './harness.ts';
import { auditLog } from '../src/platform/db/schema.ts';

let server: TestServer;
let token: string;
const api = (method: string, path: string, body?: unknown, lang = 'pt-BR') =>
  call(server, method, `/api/energy${path}`, { token, body, headers: { 'accept-language': lang } });
const auditCount = async () => (await server.built.platform.db.select({ n: count() }).from(auditLog))[0]!.n;

beforeAll(async () => {
  server = await startServer();
  token = (await login(server, 'energia@alvorada.dev')).accessToken;
});
afterAll(() => server?.close());

/** Each record an operator edits, with two of its fields an edit may change and a value for each. */
const RECORDS = [
  { path: '/customers/', first: { phone: '(11) 3333-4444' }, second: { name: 'Nome Alterado' } },
  { path: '/units/', first: { city: 'Campinas' }, second: { active: false } },
  { path: '/contracts/', first: { due_day: 20 }, second: { quota_kwh: 321 } },
  { path: '/plants/', first: { city: 'Sobral' }, second: { performance_ratio: 0.8 } },
  { path: '/costs/', first: { description: 'Limpeza dos módulos' }, second: { amount_centavos: 12_345 } },
  { path: '/distributors/', first: { name: 'Distribuidora Renomeada' }, second: { cofins_ppm: 30_000 } },
  { path: '/tariffs/', first: { resolution: 'REH 9.999/2026' }, second: { te_micros: 300_000 } },
] as const;

const firstOf = async (path: string) => {
  const list = await api('GET', `${path}?page_size=5&ordering=id`);
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  return list.body.results[0] as { id: number; version: number } & Record<string, unknown>;
};

describe('an edit made on an older version of an energy record is refused', () => {
  it.each(RECORDS)(
    '$path: an edit on the version read is saved and counts one more; a second edit on that same version answers 409 naming what changed, with the record as it is now, and writes nothing',
    async ({ path, first, second }) => {
      const record = await firstOf(path);
      const saved = await api('PATCH', `${path}${record.id}/`, { ...first, version: record.version });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body).toMatchObject({ ...first, version: record.version + 1 });

      const audited = await auditCount();
      const stale = await api('PATCH', `${path}${record.id}/`, { ...second, version: record.version });
      expect(stale.status, JSON.stringify(stale.body)).toBe(409);
      const [field] = Object.keys(first);
      expect(stale.body).toMatchObject({
        code: 'record_changed',
        fields: { [field!]: [FIELD_MESSAGES.changed_meanwhile['pt-BR']] },
        current: { ...first, version: record.version + 1 },
      });
      expect(Object.keys(stale.body.fields)).toEqual([field]);
      const now = await api('GET', `${path}${record.id}/`);
      expect(now.body).toEqual(saved.body);
      expect(await auditCount()).toBe(audited);
    },
  );

  it('answers in the reader’s language and names every field changed since the version the edit was made on', async () => {
    const customer = await firstOf('/customers/');
    const made = customer.version;
    await api('PATCH', `/customers/${customer.id}/`, { email: 'um@exemplo.com.br', version: made });
    await api('PATCH', `/customers/${customer.id}/`, { phone: '(21) 98888-7777', version: made + 1 });
    const stale = await api('PATCH', `/customers/${customer.id}/`, { name: 'Outro', version: made }, 'en');
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toBe(
      'Someone else changed this record after you opened it. Check what changed and save again.',
    );
    expect(stale.body.fields).toEqual({
      email: [FIELD_MESSAGES.changed_meanwhile.en],
      phone: [FIELD_MESSAGES.changed_meanwhile.en],
    });
    expect(stale.body.current).toMatchObject({
      email: 'um@exemplo.com.br',
      phone: '(21) 98888-7777',
      version: made + 2,
    });
  });

  it('saves exactly one of two edits sent at once on the same version', async () => {
    const unit = await firstOf('/units/');
    const answers = await Promise.all(
      ['Itu', 'Tatuí'].map((city) => api('PATCH', `/units/${unit.id}/`, { city, version: unit.version })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!.body;
    const loser = answers.find((a) => a.status === 409)!.body;
    expect(loser.fields).toEqual({ city: [FIELD_MESSAGES.changed_meanwhile['pt-BR']] });
    expect(loser.current).toEqual(winner);
    expect((await api('GET', `/units/${unit.id}/`)).body).toMatchObject({
      city: winner.city,
      version: unit.version + 1,
    });
  });

  it.each(RECORDS)(
    '$path: refuses an edit that sends no version, on its field in the reader’s language, and writes nothing',
    async ({ path, first }) => {
      const record = await firstOf(path);
      const audited = await auditCount();
      const blind = await api('PATCH', `${path}${record.id}/`, first, 'fr');
      expect(blind.status, JSON.stringify(blind.body)).toBe(400);
      expect(blind.body.fields).toEqual({ version: [FIELD_MESSAGES.required.fr] });
      expect((await api('GET', `${path}${record.id}/`)).body).toEqual(record);
      expect(await auditCount()).toBe(audited);
    },
  );

  it('refuses a version that is not a positive whole number on its field, and a new record starts at 1', async () => {
    const cost = await firstOf('/costs/');
    const bad = await api('PATCH', `/costs/${cost.id}/`, { description: 'x', version: 0 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['version']);
    const created = await api('POST', '/costs/', {
      plant_id: cost.plant_id,
      month: '2026-01',
      category: 'SEGURO',
      amount_centavos: 100,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.version).toBe(1);
  });
});

describe('a record’s history is its own audit entries, for readers of its area', () => {
  it('lists a customer’s create and edits, newest first, with who made them and the fields before and after, and none of a UC with the same id', async () => {
    const created = await api('POST', '/customers/', {
      person_type: 'PF',
      name: 'Cliente Com Histórico',
      cpf_cnpj: '52998224725',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    await api('PATCH', `/customers/${id}/`, { status: 'ENCERRADO', version: 1 });
    const history = await api('GET', `/customers/${id}/history/`);
    expect(history.status).toBe(200);
    expect(history.body.map((e: { action: string }) => e.action)).toEqual([
      'update_customer',
      'create_customer',
    ]);
    expect(history.body[0]).toMatchObject({
      actor: { email: 'energia@alvorada.dev' },
      before: { status: 'ATIVO', version: 1 },
      after: { status: 'ENCERRADO', version: 2 },
    });
    // Customers and UCs are audited under one subject with ids of their own: a UC's edit is not the customer's.
    const unit = await firstOf('/units/');
    const sameId = (await api('GET', `/customers/${unit.id}/`)).body;
    await api('PATCH', `/customers/${unit.id}/`, { name: 'Mesmo Id', version: sameId.version });
    await api('PATCH', `/units/${unit.id}/`, { city: 'Jundiaí', version: unit.version });
    const ofCustomer = (await api('GET', `/customers/${unit.id}/history/`)).body;
    const ofUnit = (await api('GET', `/units/${unit.id}/history/`)).body;
    expect(ofCustomer[0]).toMatchObject({ action: 'update_customer', after: { name: 'Mesmo Id' } });
    expect(ofUnit[0]).toMatchObject({ action: 'update_unit', after: { city: 'Jundiaí' } });
    expect(ofCustomer.some((e: { action: string }) => e.action.endsWith('_unit'))).toBe(false);
    expect(ofUnit.some((e: { action: string }) => e.action.endsWith('_customer'))).toBe(false);
    expect((await api('GET', '/customers/999999/history/')).status).toBe(404);
  });

  it('masks the document in the history of a reader whose field rules hide it, and refuses a role that does not read the area', async () => {
    const customer = await firstOf('/customers/');
    await api('PATCH', `/customers/${customer.id}/`, { name: 'Nome Que Se Vê', version: customer.version });
    const admin = await login(server, 'admin@alvorada.dev');
    const roles = await call(server, 'GET', '/api/admin/roles/', { token: admin.accessToken });
    const usuario = roles.body.results.find((r: { code: string }) => r.code === 'usuario');
    const asUser = async () => {
      const session = await login(server, 'usuario@alvorada.dev');
      return call(server, 'GET', `/api/energy/customers/${customer.id}/history/`, {
        token: session.accessToken,
      });
    };
    expect((await asUser()).status).toBe(403);
    const limited = { action: 'read', subject: 'Prosumidor', fields: ['name', 'status'] };
    const set = await call(server, 'PATCH', `/api/admin/roles/${usuario.id}/`, {
      token: admin.accessToken,
      body: { rules: [...usuario.rules, limited] },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const [entry] = (await asUser()).body;
    const document = String(customer.cpf_cnpj);
    const masked = `${document.slice(0, 3)}${'*'.repeat(document.length - 5)}${document.slice(-2)}`;
    expect(entry).toMatchObject({
      action: 'update_customer',
      before: { cpf_cnpj: masked },
      after: { cpf_cnpj: masked, name: 'Nome Que Se Vê' },
    });
    expect(JSON.stringify(entry)).not.toContain(document);
  });
});
