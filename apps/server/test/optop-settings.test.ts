import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@alvorada/contracts';
import { call, login, startServer, type TestServer } from './harness.ts';

/** A provider that lists no models and keeps the Authorization header of each request. */
async function startProvider() {
  const seen: (string | undefined)[] = [];
  const server = createServer((req, res) => {
    seen.push(req.headers.authorization);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let server: TestServer;
let admin: LoginResponse;
let first: Awaited<ReturnType<typeof startProvider>>;
let second: Awaited<ReturnType<typeof startProvider>>;
const put = (body: unknown) =>
  call(server, 'PUT', '/api/optop/settings/', { token: admin.accessToken, body });
const listModels = () => call(server, 'GET', '/api/optop/models/', { token: admin.accessToken });

beforeAll(async () => {
  [first, second] = await Promise.all([startProvider(), startProvider()]);
  server = await startServer();
  admin = await login(server, 'admin@alvorada.dev');
});
afterAll(async () => {
  await server?.close();
  await Promise.all([first?.close(), second?.close()]);
});

describe('the agent’s stored API key follows its address', () => {
  it('is kept while the address stays, cleared when only the address changes, and never sent to the new one', async () => {
    await put({ provider: 'openai', base_url: first.url, model: 'a', api_key: 'sk-first' });
    expect((await put({ provider: 'openai', base_url: `${first.url}/`, model: 'b' })).body.key_set).toBe(
      true,
    );
    await listModels();
    expect(first.seen).toEqual(['Bearer sk-first']);

    const moved = await put({ provider: 'openai', base_url: second.url, model: 'b' });
    expect(moved.status).toBe(200);
    expect(moved.body.key_set).toBe(false);
    await listModels();
    expect(second.seen).toEqual([undefined]);

    // A key entered with the new address is that address's.
    await put({ provider: 'openai', base_url: first.url, model: 'b', api_key: 'sk-first' });
    await put({ provider: 'openai', base_url: second.url, model: 'b', api_key: 'sk-second' });
    await listModels();
    expect(second.seen).toEqual([undefined, 'Bearer sk-second']);
  });

  it('is cleared when a change of provider takes requests to that provider’s own address', async () => {
    await put({ provider: 'openai', base_url: '', model: 'gpt', api_key: 'sk-openai' });
    expect((await put({ provider: 'anthropic', base_url: '', model: 'claude' })).body.key_set).toBe(false);
  });
});
