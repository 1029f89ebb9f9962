import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNotNull } from 'drizzle-orm';
import { call, login, startServer, type TestServer } from './harness.ts';
import { contracts, customers, invoices, plants, units } from '../src/modules/energy/schema.ts';

let server: TestServer;
let token: string;
const db = () => server.built.platform.db;
const api = (method: string, path: string, body?: unknown) =>
  call(server, method, `/api/energy${path}`, { token, body, headers: { 'accept-language': 'en' } });

beforeAll(async () => {
  server = await startServer();
  token = (await login(server, 'energia@alvorada.dev')).accessToken;
});
afterAll(() => server?.close());

describe('a contract’s plant, which has no foreign key, is checked', () => {
  it('refuses a plant that does not exist, on create and on update, and changes nothing', async () => {
    const [customer] = await db().select().from(customers).limit(1);
    const before = await db().select().from(contracts);
    for (const plantId of [999_999, -1]) {
      const res = await api('POST', '/contracts/', {
        customer_id: customer.id,
        plant_id: plantId,
        start_date: '2026-01-01',
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'not_found_reference',
        detail: 'Related record not found.',
        fields: { plant_id: ['Related record not found.'] },
      });
    }
    expect(await db().select().from(contracts)).toHaveLength(before.length);

    const [plant] = await db().select().from(plants).limit(1);
    const ok = await api('POST', '/contracts/', {
      customer_id: customer.id,
      plant_id: plant.id,
      start_date: '2026-01-01',
    });
    expect(ok.status).toBe(201);
    const moved = await api('PATCH', `/contracts/${ok.body.id}/`, { plant_id: 999_999, version: 1 });
    expect(moved.status).toBe(400);
    expect(moved.body.fields).toEqual({ plant_id: ['Related record not found.'] });
    expect((await api('GET', `/contracts/${ok.body.id}/`)).body.plant_id).toBe(plant.id);
  });

  it('keeps a plant a contract names, and a contract an invoice bills: 409, nothing deleted', async () => {
    const [named] = await db().select().from(contracts).where(isNotNull(contracts.plantId)).limit(1);
    const plant = await api('DELETE', `/plants/${named.plantId}/`);
    expect(plant.status).toBe(409);
    expect(plant.body).toEqual({ code: 'in_use', detail: expect.any(String) });
    expect(await db().select().from(plants).where(eq(plants.id, named.plantId!))).toHaveLength(1);

    // Its UCs moved to no contract, only the invoices still name it.
    const [billed] = await db().select().from(invoices).limit(1);
    await db().update(units).set({ contractId: null }).where(eq(units.contractId, billed.contractId));
    const contract = await api('DELETE', `/contracts/${billed.contractId}/`);
    expect(contract.status).toBe(409);
    expect(contract.body.code).toBe('in_use');
    expect(await db().select().from(contracts).where(eq(contracts.id, billed.contractId))).toHaveLength(1);
  });
});
