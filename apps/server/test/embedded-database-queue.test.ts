import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './harness.ts';
import { eventually } from './eventually.ts';

// Runs in the PGlite project only: the line it fills is the embedded engine's.
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ DB_QUEUE_MAX: '3' });
});
afterAll(() => server?.close());

it('past DB_QUEUE_MAX calls in line, a request is answered 503 with Retry-After at once and changes nothing', async () => {
  const user = await login(server, 'usuario@alvorada.dev');
  const { db, database } = server.built.platform;
  // A transaction that holds the engine until told to end: every call after it waits in line.
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  let entered!: () => void;
  const holding = new Promise<void>((resolve) => (entered = resolve));
  const held = db.transaction(async () => {
    entered();
    await ended;
  });
  await holding;
  // Two more calls behind it make three in line.
  const waiting = Promise.all([db.execute(sql`select 1`), db.execute(sql`select 2`)]);
  await eventually(() => database.saturated());

  // Answered while the engine is still held: it did not wait for its turn.
  const refused = await call(server, 'PATCH', '/api/auth/current_profile/', {
    token: user.accessToken,
    body: { city: 'Recife' },
    headers: { 'accept-language': 'en' },
  });
  expect(refused.status).toBe(503);
  expect(refused.headers.get('retry-after')).toBe('5');
  expect(refused.body).toEqual({
    detail: 'The service is temporarily unavailable. Try again in a moment.',
    code: 'service_unavailable',
  });
  expect((await call(server, 'GET', '/api/health')).status).toBe(200);

  end();
  await held;
  await waiting;
  const profile = await call(server, 'GET', '/api/auth/current_profile/', { token: user.accessToken });
  expect(profile.status).toBe(200);
  expect(profile.body.city).not.toBe('Recife');
  const again = await call(server, 'PATCH', '/api/auth/current_profile/', {
    token: user.accessToken,
    body: { city: 'Recife' },
  });
  expect(again.status).toBe(200);
  expect(again.body.city).toBe('Recife');
});
