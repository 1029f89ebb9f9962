import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, login, startServer, type TestServer } from './harness.ts';
import { eventually } from './eventually.ts';
import { startSolarEdgeServer } from './solaredge-server.ts';
import { generationSources } from '../src/modules/energy/generation-source-schema.ts';

let portal: Awaited<ReturnType<typeof startSolarEdgeServer>>;
/** Started without INVERTER_ALLOWED_HOSTS: the stand-in portal's 127.0.0.1 is inside the server's networks. */
let server: TestServer;
let token: string;
let plantId: number;

beforeAll(async () => {
  portal = await startSolarEdgeServer(() => 100_000);
  server = await startServer({ GENERATION_PULL_TICK_SECONDS: '0' });
  token = (await login(server, 'energia@alvorada.dev')).accessToken;
  plantId = (await call(server, 'GET', '/api/energy/plants/?ordering=id', { token })).body.results[0].id;
});
afterAll(async () => {
  await server?.close();
  await portal?.close();
});

const path = () => `/api/energy/plants/${plantId}/generation-source/`;

describe('inverter portals are reached only at outside addresses unless INVERTER_ALLOWED_HOSTS names them', () => {
  it('a source cannot be pointed at loopback, private or link-local addresses', async () => {
    const port = new URL(portal.url).port;
    for (const base_url of [
      portal.url,
      `http://localhost:${port}`,
      `http://[::1]:${port}`,
      'http://10.1.2.3',
      'http://169.254.169.254',
    ]) {
      const res = await call(server, 'PUT', path(), {
        token,
        body: { kind: 'SOLAREDGE', base_url, site_id: '4242', api_key: 'se-key-0123456789' },
      });
      expect(res.status, base_url).toBe(400);
      expect(res.body.fields).toHaveProperty('base_url');
    }
  });

  it('an address stored before is refused at the pull, which writes nothing and says why', async () => {
    await server.built.platform.db.insert(generationSources).values({
      plantId,
      kind: 'SOLAREDGE',
      baseUrl: portal.url,
      siteId: '4242',
      apiKey: 'se-key-0123456789',
    });
    const imports = (await call(server, 'GET', '/api/energy/imports/', { token })).body.count;
    expect(imports).toEqual(expect.any(Number));
    expect((await call(server, 'POST', `${path()}pull/`, { token })).status).toBe(202);
    const source = await eventually(async () => {
      const body = (await call(server, 'GET', path(), { token })).body;
      return !body.pulling && body;
    });
    expect(source).toMatchObject({ state: 'error', last_error: 'pull_address_not_allowed' });
    expect(source.last_error_message).toContain('INVERTER_ALLOWED_HOSTS');
    expect(portal.requests).toHaveLength(0);
    expect((await call(server, 'GET', '/api/energy/imports/', { token })).body.count).toBe(imports);
    const [row] = await server.built.platform.db
      .select()
      .from(generationSources)
      .where(eq(generationSources.plantId, plantId));
    expect(row!.failures).toBe(1);
  });
});
