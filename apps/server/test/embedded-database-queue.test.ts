import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './harness.ts';
import { eventually } from './eventually.ts';

// Runs in the PGlite project only: the line it fills is the embedded engine's.
let server: TestServer;
let token: string;
let article: string;
beforeAll(async () => {
  server = await startServer({ DB_QUEUE_MAX: '3' });
  token = (await login(server, 'usuario@alvorada.dev')).accessToken;
  article = (await call(server, 'GET', '/api/help-center/articles/')).body.results[0].slug;
});
afterAll(() => server?.close());

const patchProfile = (city: string, headers: Record<string, string> = {}) =>
  call(server, 'PATCH', '/api/auth/current_profile/', { token, body: { city }, headers });
/** Three reads of a public article, each making one call at a time: held in line, they fill it. */
const threeReads = () =>
  Promise.all([1, 2, 3].map(() => call(server, 'GET', `/api/help-center/articles/${article}/`)));

/** Holds the engine in a transaction until `end` is called: every call after it waits in line. */
async function holdEngine() {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  let entered!: () => void;
  const holding = new Promise<void>((resolve) => (entered = resolve));
  const held = server.built.platform.db.transaction(async () => {
    entered();
    await ended;
  });
  await holding;
  return async () => {
    end();
    await held;
  };
}

it('past DB_QUEUE_MAX calls of requests in line, a request is answered 503 with Retry-After at once and changes nothing', async () => {
  const { database } = server.built.platform;
  const release = await holdEngine();
  const waiting = threeReads();
  await eventually(() => database.saturated());

  // Answered while the engine is still held: it did not wait for its turn.
  const refused = await patchProfile('Recife', { 'accept-language': 'en' });
  expect(refused.status).toBe(503);
  expect(refused.headers.get('retry-after')).toBe('5');
  expect(refused.body).toEqual({
    detail: 'The service is temporarily unavailable. Try again in a moment.',
    code: 'service_unavailable',
  });
  expect((await call(server, 'GET', '/api/health')).status).toBe(200);

  await release();
  expect((await waiting).map((answer) => answer.status)).toEqual([200, 200, 200]);
  const profile = await call(server, 'GET', '/api/auth/current_profile/', { token });
  expect(profile.body.city).not.toBe('Recife');
  const again = await patchProfile('Recife');
  expect(again.status).toBe(200);
  expect(again.body.city).toBe('Recife');
});

it('calls made outside any request, as jobs make them, wait in the same line but turn no request away', async () => {
  const { db, database } = server.built.platform;
  const release = await holdEngine();
  // Twice DB_QUEUE_MAX calls in line, none of them a request's.
  const jobCalls = Promise.all(Array.from({ length: 6 }, (_, k) => db.execute(sql`select ${k}::int`)));
  expect(database.saturated()).toBe(false);

  // Requests let in behind them: only once theirs are in line is the line full.
  const admitted = threeReads();
  await eventually(() => database.saturated());
  await release();
  await jobCalls;
  expect((await admitted).map((answer) => answer.status)).toEqual([200, 200, 200]);
  expect(database.saturated()).toBe(false);
});
