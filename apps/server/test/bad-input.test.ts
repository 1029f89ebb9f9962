import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './harness.ts';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = (await login(server, 'admin@alvorada.dev')).accessToken;
});
afterAll(() => server?.close());

const api = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  call(server, method, path, { token, body, headers });

/** 400 in the common shape, with the offending field named. */
function expectRejected(res: { status: number; body: any }, field: string) {
  expect(res.status).toBe(400);
  expect(res.body.code).toBe('validation');
  expect(typeof res.body.detail).toBe('string');
  expect(Object.keys(res.body.fields)).toContain(field);
}

describe('bad input answers 400 in the common shape', () => {
  it('refuses integers over int32 in the path, the query and the body', async () => {
    expectRejected(await api('GET', '/api/admin/users/2147483648/'), 'id');
    expectRejected(await api('GET', '/api/energy/plants/?page=2147483648'), 'page');
    expectRejected(await api('GET', '/api/energy/plants/?distributor_id=99999999999'), 'distributor_id');
    expectRejected(
      await api('POST', '/api/admin/users/bulk/', { ids: [2 ** 31], action: 'deactivate' }),
      'ids.0',
    );
  });

  it('refuses ids written any way but digits: 0x1 deletes nothing', async () => {
    const before = await api('GET', '/api/energy/plants/1/');
    expect(before.status).toBe(200);
    for (const id of ['0x1', '1e0', '-1', '+1', '1.0']) {
      expectRejected(await api('DELETE', `/api/energy/plants/${id}/`), 'id');
    }
    expect((await api('GET', '/api/energy/plants/1/')).status).toBe(200);
  });

  it('refuses NUL bytes and lone surrogates in the anonymous login and register bodies', async () => {
    for (const bad of ['admin\u0000@alvorada.dev', 'admin\uD800@alvorada.dev']) {
      expectRejected(
        await call(server, 'POST', '/api/auth/login/', { body: { email: bad, password: 'x' } }),
        'email',
      );
    }
    for (const bad of ['new\u0000user', 'new\uDC00user']) {
      const res = await call(server, 'POST', '/api/auth/register/', {
        body: { username: 'newuser', email: 'new@example.com', password: 'Passw0rd-long', full_name: bad },
      });
      expectRejected(res, 'full_name');
    }
  });

  it('refuses dates that do not exist', async () => {
    for (const date of ['2024-02-30', '0000-01-01', '2023-02-29', '2024-13-01']) {
      expectRejected(await api('PATCH', '/api/auth/current_profile/', { birth_date: date }), 'birth_date');
      expectRejected(await api('GET', `/api/admin/audit/?from=${date}`), 'from');
    }
    const leap = await api('PATCH', '/api/auth/current_profile/', { birth_date: '2024-02-29' });
    expect(leap.status).toBe(200);
    expect(leap.body.birth_date).toBe('2024-02-29');
  });

  it('refuses a profile language that is not a supported locale, in the request language', async () => {
    const res = await api(
      'PATCH',
      '/api/auth/current_profile/',
      { language: 'xx' },
      { 'accept-language': 'en' },
    );
    expectRejected(res, 'language');
    expect(res.body.fields.language).toEqual(['Unsupported language.']);
    const ok = await api('PATCH', '/api/auth/current_profile/', { language: 'fr' });
    expect(ok.status).toBe(200);
    expect(ok.body.language).toBe('fr');
  });
});
