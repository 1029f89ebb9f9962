import { afterAll, beforeAll, expect, it } from 'vitest';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { CLOSE_JOB } from '../src/modules/energy/cycle-jobs.ts';
import { call, login, startServer, type TestServer } from './harness.ts';
import { eventually } from './eventually.ts';

/**
 * On PostgreSQL and Redis: a cycle's close claimed while its queue is paused, so that its job waits in Redis,
 * whose keys are then deleted, as a Redis restarted without its data would have them. The sweep of lost jobs
 * is run here by hand, two sweeps in a row, as the process runs it every `JOB_SWEEP_SECONDS`.
 */
let server: TestServer;
let closes: Queue;
let redis: Redis;
let api: (method: string, path: string) => ReturnType<typeof call>;

beforeAll(async () => {
  server = await startServer();
  const token = (await login(server, 'energia@alvorada.dev')).accessToken;
  api = (method, path) => call(server, method, path, { token });
  const { REDIS_URL, REDIS_PREFIX } = server.env;
  closes = new Queue(CLOSE_JOB, { connection: { url: REDIS_URL }, prefix: `${REDIS_PREFIX}bull` });
  redis = new Redis(REDIS_URL!);
});
afterAll(async () => {
  redis?.disconnect();
  await closes?.close();
  await server?.close();
});

const sweepTwice = async () => {
  const { jobs, db, queue } = server.built.platform;
  await jobs.sweep(db, queue);
  await jobs.sweep(db, queue);
};

it('a claimed close whose job Redis lost ends failed, interrupted, and closes when asked again', async () => {
  await closes.pause();
  // The demo's oldest open cycle: its month has ended and every UC has its bill, so it may close.
  const [open] = (await api('GET', '/api/energy/cycles/?state=open&ordering=cycle')).body.results;
  expect((await api('POST', `/api/energy/cycles/${open.id}/close/`)).status).toBe(202);
  const cycle = async () => (await api('GET', `/api/energy/cycles/${open.id}/`)).body;
  await sweepTwice();
  expect(await cycle()).toMatchObject({ state: 'closing' });

  const keys = await redis.keys(`${server.env.REDIS_PREFIX}bull:${CLOSE_JOB}:*`);
  expect(keys.length).toBeGreaterThan(0);
  await redis.del(...keys);
  await sweepTwice();
  expect(await cycle()).toMatchObject({ state: 'failed', error: 'interrupted' });

  await closes.resume();
  expect((await api('POST', `/api/energy/cycles/${open.id}/close/`)).status).toBe(202);
  await eventually(async () => (await cycle()).state === 'closed');
});
