import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './harness.ts';

/** Input at the edges of what lists, exports and role rules take: a clear answer, never a server error. */
let server: TestServer;
let admin: string;
const as = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  call(server, method, path, { token: admin, body, headers });

beforeAll(async () => {
  server = await startServer();
  admin = (await login(server, 'admin@alvorada.dev')).accessToken;
});
afterAll(() => server?.close());

/** The access token of a new user whose role, named after them, holds `rules`. */
async function readerWith(name: string, rules: unknown[]) {
  const role = await as('POST', '/api/admin/roles/', { name, rules });
  expect(role.status, JSON.stringify(role.body)).toBe(201);
  const email = `${name}@alvorada.dev`;
  const password = 'Segredo123xyz';
  await as('POST', '/api/admin/users/', { email, username: name, full_name: name, role: name, password });
  return (await login(server, email, password)).accessToken;
}

describe('lists and exports', () => {
  it('refuses an ordering named after what every object inherits, like any unknown field', async () => {
    for (const ordering of ['__proto__', '-__proto__', 'constructor', '-toString']) {
      for (const path of ['/api/admin/users/', '/api/admin/users/export/', '/api/help-center/articles/']) {
        const res = await as('GET', `${path}?ordering=${ordering}`);
        expect(res.status, `${path} ${ordering}`).toBe(400);
        expect(res.body.code).toBe('invalid_ordering');
      }
    }
    expect((await as('GET', '/api/admin/users/?ordering=-full_name')).status).toBe(200);
  });

  it('refuses an export of ids beyond int32', async () => {
    const res = await as('GET', '/api/admin/users/export/?ids=1,2147483648');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(['ids.1']);
    expect((await as('GET', '/api/admin/users/export/?ids=1,2147483647')).status).toBe(200);
  });

  it('reads the audit log between the first and the last day a date can name', async () => {
    const res = await as('GET', '/api/admin/audit/?from=0001-01-01&to=9999-12-31');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe((await as('GET', '/api/admin/audit/')).body.count);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await as('GET', `/api/admin/audit/?to=${yesterday}`)).body.count).toBe(0);
  });

  it('answers an empty report schedule patch with the schedule unchanged', async () => {
    const created = await as('POST', '/api/energy/report-schedules/', {
      type: 'regulatorio',
      format: 'xlsx',
      params: {},
      day: 3,
      hour: 6,
      recipients: 'requester',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const patched = await as('PATCH', `/api/energy/report-schedules/${created.body.id}/`, {});
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual(created.body);
  });
});

describe('a list read with a field list', () => {
  it('refuses filtering users on a field the reader may not read, and filters on those they may', async () => {
    const reader = await readerWith('le-nomes', [
      { action: 'read', subject: 'Admin', fields: ['id', 'full_name', 'status'] },
    ]);
    const read = (path: string) =>
      call(server, 'GET', path, { token: reader, headers: { 'accept-language': 'en' } });
    for (const [param, value] of [
      ['role', 'Administrador'],
      ['plan', 'basic'],
    ])
      for (const path of ['/api/admin/users/', '/api/admin/users/export/']) {
        const res = await read(`${path}?${param}=${value}`);
        expect(res.status, `${path}?${param}`).toBe(400);
        expect(res.body).toMatchObject({
          code: 'invalid_filter',
          fields: { [param]: ['This field cannot be used for filtering.'] },
        });
      }
    const active = await read('/api/admin/users/?status=active');
    expect(active.status).toBe(200);
    expect(active.body.count).toBeGreaterThan(0);
    expect((await as('GET', '/api/admin/users/?role=Administrador')).status).toBe(200);
  });
});

describe('role rules', () => {
  const refusal = async (conditions: Record<string, unknown>) => {
    const res = await as(
      'POST',
      '/api/admin/roles/',
      { name: 'Condição recusada', rules: [{ action: 'read', subject: 'Admin', conditions }] },
      { 'accept-language': 'en' },
    );
    expect(res.status).toBe(400);
    return res.body;
  };

  it('refuses logical operators and operator values the rules cannot apply, translated', async () => {
    expect(await refusal({ $or: [{ id: 1 }, { status: 'pending' }] })).toMatchObject({
      code: 'rule_unknown_operator',
      detail: 'Unknown operator: $or.',
    });
    expect(await refusal({ id: { $in: 'abc' } })).toMatchObject({
      code: 'rule_condition_value',
      detail: 'The condition on id has a value its operator does not take (for example, $in takes a list).',
    });
    expect((await refusal({ email: { $gt: true } })).code).toBe('rule_condition_value');
  });

  it('refuses conditions nested deeper than a value can be, at any depth, translated', async () => {
    // Written as text: the test's own JSON.stringify could not walk the deepest value.
    for (const depth of [3, 2_000, 100_000]) {
      const value = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
      const rules = `[{"action":"read","subject":"Admin","conditions":{"id":{"$eq":${value}}}}]`;
      const res = await fetch(`${server.url}/api/admin/roles/`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${admin}`,
          'content-type': 'application/json',
          'accept-language': 'en',
        },
        body: `{"name":"Profunda","rules":${rules}}`,
      });
      expect(res.status, `depth ${depth}`).toBe(400);
      expect(((await res.json()) as { fields: unknown }).fields).toEqual({
        'rules.0.conditions': ['The conditions nest too deeply: at most 4 levels.'],
      });
    }
  });

  it('reads a placeholder the user record does not hold as no value', async () => {
    const reader = await readerWith('marcador', [
      { action: 'read', subject: 'Admin', conditions: { id: '${user.constructor}' } },
      { action: 'read', subject: 'Admin', conditions: { email: '${user.__proto__}' } },
    ]);
    const list = await call(server, 'GET', '/api/admin/users/', { token: reader });
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(0);
  });
});
