import { afterAll, beforeAll, expect, it } from 'vitest';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { eq } from 'drizzle-orm';
import { RUN_JOB } from '../src/modules/trading/run-job.ts';
import { runs } from '../src/modules/trading/schema.ts';
import { startServer, type TestServer } from './harness.ts';
import { tradingLab, type TradingLab } from './trading-lab.ts';

/**
 * On PostgreSQL and Redis: a run queued while its queue is paused, so that it waits in Redis, whose keys are
 * then deleted, as a Redis restarted without its data would have them. The sweep of lost jobs is run here
 * by hand, two sweeps in a row, as the process runs it at start-up and every `JOB_SWEEP_SECONDS`.
 */
let server: TestServer;
let lab: TradingLab;
let runsQueue: Queue;
let redis: Redis;

beforeAll(async () => {
  server = await startServer();
  lab = await tradingLab(server);
  const { REDIS_URL, REDIS_PREFIX } = server.env;
  runsQueue = new Queue(RUN_JOB, { connection: { url: REDIS_URL }, prefix: `${REDIS_PREFIX}bull` });
  redis = new Redis(REDIS_URL!);
});
afterAll(async () => {
  redis?.disconnect();
  await runsQueue?.close();
  await server?.close();
});

const sweepTwice = async () => {
  const { jobs, db, queue } = server.built.platform;
  await jobs.sweep(db, queue);
  await jobs.sweep(db, queue);
};

it('a queued run whose job Redis lost ends failed with the reason; one still in the queue stays queued', async () => {
  await runsQueue.pause();
  const { id } = (await lab.api('POST', '/backtests/', lab.request())).body;
  const state = async () => {
    const [row] = await server.built.platform.db.select().from(runs).where(eq(runs.id, id));
    return row!.state;
  };
  await sweepTwice();
  expect(await state()).toBe('queued');

  const keys = await redis.keys(`${server.env.REDIS_PREFIX}bull:${RUN_JOB}:*`);
  expect(keys.length).toBeGreaterThan(0);
  await redis.del(...keys);
  await sweepTwice();
  expect(await lab.finished('backtests', id)).toMatchObject({
    state: 'failed',
    error: 'Interrompida: o servidor parou antes de terminá-la.',
  });
});
