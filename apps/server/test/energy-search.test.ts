import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './harness.ts';

let server: TestServer;
let energia: string;

const search = (q: string, token = energia) =>
  call(server, 'GET', `/api/energy/search/?q=${encodeURIComponent(q)}`, { token });

beforeAll(async () => {
  server = await startServer();
  energia = (await login(server, 'energia@alvorada.dev')).accessToken;
});
afterAll(() => server?.close());

describe('energy: the navbar search', () => {
  it('finds a demo plant, customer and UC ignoring case and accents', async () => {
    const plant = await search('GUAIBA');
    expect(plant.status).toBe(200);
    expect(plant.body.plants).toEqual([
      expect.objectContaining({ name: 'Usina Solar Guaíba', city: 'Porto Alegre', uf: 'RS' }),
    ]);

    const customer = (await search('cooperativa solar sao paulo')).body;
    expect(customer.customers).toEqual([
      {
        id: expect.any(Number),
        name: 'Cooperativa Solar São Paulo',
        cpf_cnpj: '41000000000199',
        document_full: true,
      },
    ]);

    const units = (await search('sp01')).body.units;
    expect(units.length).toBeGreaterThan(0);
    for (const unit of units) expect(unit.installation_number).toMatch(/^SP01/);
    expect(units[0]).toMatchObject({ city: 'São Paulo', uf: 'SP', customer_name: expect.any(String) });
  });

  it('answers at most five of each kind', async () => {
    const body = (await search('so')).body;
    expect(body.customers).toHaveLength(5);
    expect(body.units).toHaveLength(5);
    expect(body.plants.length).toBeLessThanOrEqual(5);
  });

  it('needs two characters', async () => {
    expect((await search('g')).status).toBe(400);
  });

  it('gives a user without Geracao and Prosumidor nothing, and no error', async () => {
    const usuario = (await login(server, 'usuario@alvorada.dev')).accessToken;
    const res = await search('solar', usuario);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ plants: [], customers: [], units: [] });
    expect((await search('solar')).body.plants.length).toBeGreaterThan(0);
  });

  it('masks the CPF/CNPJ for a role that may not read it, and shows only the kinds the role reads', async () => {
    const admin = await login(server, 'admin@alvorada.dev');
    const roles = await call(server, 'GET', '/api/admin/roles/', { token: admin.accessToken });
    const usuario = roles.body.results.find((r: { code: string }) => r.code === 'usuario');
    const setRules = (rules: unknown[]) =>
      call(server, 'PATCH', `/api/admin/roles/${usuario.id}/`, {
        token: admin.accessToken,
        body: { rules: [...usuario.rules, ...rules] },
      });
    expect(
      (await setRules([{ action: 'read', subject: 'Prosumidor', fields: ['name', 'status'] }])).status,
    ).toBe(200);
    try {
      const token = (await login(server, 'usuario@alvorada.dev')).accessToken;
      const body = (await search('Cooperativa Solar São Paulo', token)).body;
      expect(body.plants).toEqual([]);
      expect(body.customers).toEqual([
        expect.objectContaining({ cpf_cnpj: '410*********99', document_full: false }),
      ]);
      expect(JSON.stringify(body)).not.toContain('41000000000199');
      expect((await search('sp01', token)).body.units.length).toBeGreaterThan(0);
    } finally {
      await setRules([]);
    }
  });
});
