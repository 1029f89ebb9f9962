import { afterAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './harness.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

/** A server whose TRUST_PROXY is `trust` (the tests connect from 127.0.0.1), and an administrator's token. */
async function serverTrusting(trust: string) {
  const server = await startServer({ TRUST_PROXY: trust, DEVTOOLS_SAMPLE_RATE: '1' });
  servers.push(server);
  return { server, admin: (await login(server, 'admin@alvorada.dev')).accessToken };
}

const idOf = async (server: TestServer, sent?: string) => {
  const res = await call(server, 'GET', '/api/health', { headers: sent ? { 'x-request-id': sent } : {} });
  return res.headers.get('x-request-id')!;
};

describe('the request id', () => {
  it('is generated for every request when the client is no trusted proxy, and answered back', async () => {
    for (const trust of ['', '10.0.0.1']) {
      const { server, admin } = await serverTrusting(trust);
      const first = await idOf(server, 'chosen-by-client');
      const second = await idOf(server, 'chosen-by-client');
      expect(first, `TRUST_PROXY=${trust}`).toMatch(UUID);
      expect(second).toMatch(UUID);
      expect(second).not.toBe(first);
      const explorer = (id: string) =>
        call(server, 'GET', `/api/development/requests/${id}/`, { token: admin });
      expect((await explorer('chosen-by-client')).status).toBe(404);
      expect((await explorer(first)).body).toMatchObject({ id: first, url: '/api/health' });
      const refused = await call(server, 'GET', '/api/admin/users/', { headers: { 'x-request-id': 'x' } });
      expect(refused.status).toBe(401);
      expect(refused.headers.get('x-request-id')).toMatch(UUID);
    }
  });

  it('is taken from a trusted proxy when it is a plain short id, and names that request', async () => {
    for (const trust of ['127.0.0.1', '1']) {
      const { server, admin } = await serverTrusting(trust);
      const id = `lb-${trust.length}-7f3a9c`;
      expect(await idOf(server, id), `TRUST_PROXY=${trust}`).toBe(id);
      const recorded = await call(server, 'GET', `/api/development/requests/${id}/`, { token: admin });
      expect(recorded.body).toMatchObject({ id, url: '/api/health' });
      expect(await idOf(server, 'has spaces and "quotes"')).toMatch(UUID);
      expect(await idOf(server, 'a'.repeat(65))).toMatch(UUID);
      expect(await idOf(server)).toMatch(UUID);
    }
  });
});
