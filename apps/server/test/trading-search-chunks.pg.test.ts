import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Queue } from 'bullmq';
import { eq } from 'drizzle-orm';
import { computeRun } from '../src/modules/trading/run-compute.ts';
import { readRunInput } from '../src/modules/trading/run-input.ts';
import { SEARCH_CHUNK_JOB } from '../src/modules/trading/search-chunk-job.ts';
import { runs } from '../src/modules/trading/schema.ts';
import { eventually } from './eventually.ts';
import { freshDatabaseEnv, startServer, type TestServer } from './harness.ts';
import { serverProcess } from './job-process.ts';
import { tradingLab, type TradingLab } from './trading-lab.ts';

// Every search is spread in chunks of 2 sets; a worker that dies has its chunk handed on within 2 s.
process.env.ALVORADA_SEARCH_CHUNK = '2';
const SHARED = { JOB_STALLED_SECONDS: '2' };

/**
 * A search spread over two worker processes besides this one, on PostgreSQL and Redis (BullMQ): one worker
 * is killed with SIGKILL in the middle of a chunk, the queue hands the chunk to another process, and the
 * run ends with the result it has in one thread.
 */
let database: Awaited<ReturnType<typeof freshDatabaseEnv>>;
let server: TestServer;
let lab: TradingLab;
let chunks: Queue;

beforeAll(async () => {
  database = await freshDatabaseEnv();
  server = await startServer(SHARED, { shareWith: { env: database.env } as TestServer });
  lab = await tradingLab(server);
  const { REDIS_URL, REDIS_PREFIX } = database.env;
  chunks = new Queue(SEARCH_CHUNK_JOB, { connection: { url: REDIS_URL }, prefix: `${REDIS_PREFIX}bull` });
});
afterAll(async () => {
  await chunks?.close();
  await server?.stop();
  await database?.drop();
});

describe('a search spread over worker processes', () => {
  it('loses only the chunk of a worker killed mid-chunk, which another process computes', async () => {
    // The chunks wait until both workers are up; this process alone takes the run itself.
    await chunks.pause();
    const space = { n1: { min: 5, max: 25, step: 5 }, n2: { min: 10, max: 65, step: 5 } };
    const body = lab.request({ space, constraint: 'n1 < n2', maximize: 'Equity Final [$]' });
    const { id } = (await lab.api('POST', '/optimizations/', body)).body;
    await eventually(async () => (await chunks.count()) === 25);

    const settings = { ...SHARED, REDIS_URL: database.env.REDIS_URL! };
    const [dying, living] = await Promise.all([
      serverProcess(database.env, [SEARCH_CHUNK_JOB], settings),
      serverProcess(database.env, [], settings),
    ]);
    try {
      await chunks.resume();
      expect(await dying.held(SEARCH_CHUNK_JOB)).toBe(id);
      expect(await dying.kill()).toBe('SIGKILL');

      const run = await lab.finished('optimizations', id);
      expect(run).toMatchObject({ state: 'done', progress: 1 });
      const { db } = server.built.platform;
      const [row] = await db.select().from(runs).where(eq(runs.id, id));
      const single = JSON.parse(JSON.stringify(computeRun(await readRunInput(db, row!))));
      expect(row!.result).toEqual(single);
      expect(single.evaluations).toHaveLength(50);
    } finally {
      await living.kill();
    }
  });
});
