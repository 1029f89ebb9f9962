import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './harness.ts';

let server: TestServer;
const tokens: Record<string, string> = {};

/** Searches as one of the demo users, or with a token. */
const search = (q: string, who = 'energia') =>
  call(server, 'GET', `/api/search/?q=${encodeURIComponent(q)}`, { token: tokens[who] ?? who });
const group = (body: { groups: { kind: string; results: unknown[] }[] }, kind: string) =>
  body.groups.find((g) => g.kind === kind)?.results;
const kinds = (body: { groups: { kind: string }[] }) => body.groups.map((g) => g.kind);

beforeAll(async () => {
  server = await startServer();
  for (const who of ['admin', 'energia', 'usuario', 'trader', 'dev'])
    tokens[who] = (await login(server, `${who}@alvorada.dev`)).accessToken;
});
afterAll(() => server?.close());

/** Runs `check` as the Usuário role given `rules` besides its own, with a token issued under them. */
async function asUsuarioWith(rules: unknown[], check: (token: string) => Promise<void>) {
  const roles = await call(server, 'GET', '/api/admin/roles/', { token: tokens.admin });
  const usuario = roles.body.results.find((r: { code: string }) => r.code === 'usuario');
  const setRules = (added: unknown[]) =>
    call(server, 'PATCH', `/api/admin/roles/${usuario.id}/`, {
      token: tokens.admin,
      body: { rules: [...usuario.rules, ...added] },
    });
  expect((await setRules(rules)).status).toBe(200);
  try {
    await check((await login(server, 'usuario@alvorada.dev')).accessToken);
  } finally {
    await setRules([]);
  }
}

describe('global search', () => {
  it('finds a plant, a customer and UCs ignoring case and accents', async () => {
    const plant = await search('GUAIBA');
    expect(plant.status).toBe(200);
    expect(group(plant.body, 'plants')).toEqual([
      { id: expect.any(Number), title: 'Usina Solar Guaíba', subtitle: 'Porto Alegre – RS' },
    ]);

    const customer = (await search('cooperativa solar sao paulo')).body;
    expect(group(customer, 'customers')).toEqual([
      { id: expect.any(Number), title: 'Cooperativa Solar São Paulo', subtitle: '410*********79' },
    ]);

    const units = group((await search('sp01')).body, 'units') as { title: string; subtitle: string }[];
    expect(units.length).toBeGreaterThan(0);
    for (const unit of units) expect(unit.title).toMatch(/^SP01/);
    expect(units[0]!.subtitle).toContain('São Paulo – SP');
  });

  it('answers at most five of each kind and leaves out kinds that found nothing', async () => {
    const body = (await search('so')).body;
    expect(group(body, 'customers')).toHaveLength(5);
    expect(group(body, 'units')).toHaveLength(5);
    expect(body.groups.every((g: { results: unknown[] }) => g.results.length > 0)).toBe(true);
  });

  it('needs two characters', async () => {
    expect((await search('g')).status).toBe(400);
  });

  it('gives a role without Geracao no plants, and a role reading nothing searchable nothing', async () => {
    expect(kinds((await search('guaiba', 'trader')).body)).not.toContain('plants');
    expect((await search('solar', 'usuario')).body).toEqual({ groups: [] });
    expect(group((await search('solar', 'admin')).body, 'plants')!.length).toBeGreaterThan(0);
  });

  it('finds users only for a reader of Admin', async () => {
    const admin = (await search('energia', 'admin')).body;
    expect(group(admin, 'users')).toEqual([expect.objectContaining({ subtitle: 'energia@alvorada.dev' })]);
    for (const who of ['energia', 'trader', 'dev', 'usuario'])
      expect(kinds((await search('alvorada', who)).body)).not.toContain('users');
  });

  it('finds the trader’s own strategy without accents, and no one else’s', async () => {
    const mine = (await search('cruzamento de medias', 'trader')).body;
    expect(group(mine, 'strategies')).toEqual([
      expect.objectContaining({ title: 'Cruzamento de médias 10/20' }),
    ]);
    expect(kinds((await search('cruzamento de medias', 'dev')).body)).not.toContain('strategies');
    expect(kinds((await search('cruzamento de medias', 'energia')).body)).toEqual([]);
  });

  it('masks the CPF/CNPJ for a role that may not read it', async () => {
    await asUsuarioWith(
      [{ action: 'read', subject: 'Prosumidor', fields: ['name', 'status'] }],
      async (token) => {
        const res = await search('Cooperativa Solar São Paulo', token);
        expect(kinds(res.body)).not.toContain('plants');
        expect(group(res.body, 'customers')).toEqual([
          expect.objectContaining({ subtitle: '410*********79' }),
        ]);
        expect(JSON.stringify(res.body)).not.toContain('41000000000179');
      },
    );
  });
});

describe('global search by CPF/CNPJ', () => {
  const cpf = { id: 0, title: 'Cliente Busca Documento PF', subtitle: '529******25' };
  const cnpj = { id: 0, title: 'Cliente Busca Documento PJ', subtitle: '112*********81' };

  beforeAll(async () => {
    for (const [hit, person_type, cpf_cnpj] of [
      [cpf, 'PF', '52998224725'],
      [cnpj, 'PJ', '11222333000181'],
    ] as const) {
      const created = await call(server, 'POST', '/api/energy/customers/', {
        token: tokens.energia,
        body: { person_type, name: hit.title, cpf_cnpj },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      hit.id = created.body.id;
    }
  });

  it.each([
    ['a CPF with its punctuation', '529.982.247-25', cpf],
    ['a CPF as digits', '52998224725', cpf],
    ['a CNPJ with its punctuation', '11.222.333/0001-81', cnpj],
    ['a CNPJ as digits', '11222333000181', cnpj],
    ['five digits from inside a CPF', '98224', cpf],
    ['a run of a CNPJ typed with its punctuation', '333/0001', cnpj],
  ])(
    'finds the customer by %s, its document masked as the Prosumidores overview shows it',
    async (_, q, hit) => {
      expect(group((await search(q)).body, 'customers')).toContainEqual(hit);
    },
  );

  it('finds them by name too, the document masked', async () => {
    expect(group((await search('busca documento')).body, 'customers')).toEqual([cpf, cnpj]);
  });

  it('does not look for fewer than five digits, nor for digits among letters, in documents', async () => {
    expect(group((await search('9822')).body, 'customers')).toBeUndefined();
    expect(group((await search('cpf 52998224725')).body, 'customers')).toBeUndefined();
  });

  it('finds no customer for a role that may not read Prosumidor, nor by a document it may not read', async () => {
    expect(kinds((await search('52998224725', 'usuario')).body)).not.toContain('customers');
    await asUsuarioWith(
      [{ action: 'read', subject: 'Prosumidor', fields: ['name', 'status'] }],
      async (token) => {
        expect(group((await search('52998224725', token)).body, 'customers')).toBeUndefined();
        // By name it finds the customer, the document still masked.
        expect(group((await search('busca documento pf', token)).body, 'customers')).toEqual([cpf]);
      },
    );
  });
});
