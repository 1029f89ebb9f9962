import { afterAll, beforeAll, expect, it } from 'vitest';
import { Queue, Worker } from 'bullmq';
import { eq } from 'drizzle-orm';
import { SEARCH_CHUNK_JOB } from '../src/modules/trading/search-chunk-job.ts';
import { searchChunks } from '../src/modules/trading/search-chunk-schema.ts';
import { eventually } from './eventually.ts';
import { freshDatabaseEnv, startServer, type TestServer } from './harness.ts';
import { serverProcess } from './job-process.ts';
import { tradingLab, type TradingLab } from './trading-lab.ts';

// Every search is spread in chunks of 2 sets (the worker process inherits this).
process.env.ALVORADA_SEARCH_CHUNK = '2';

/**
 * On PostgreSQL and Redis (BullMQ): a web instance in this process, and one server process that takes the
 * run and holds the first chunk it takes (platform/jobs/hold-point.ts), so that the other chunks go to this
 * file's own BullMQ consumer, which fails each one it is handed until one has no try left.
 */
let database: Awaited<ReturnType<typeof freshDatabaseEnv>>;
let server: TestServer;
let lab: TradingLab;
let chunks: Queue;
let failing: Worker;
let worker: Awaited<ReturnType<typeof serverProcess>>;

beforeAll(async () => {
  database = await freshDatabaseEnv();
  server = await startServer({ ROLE: 'web' }, { shareWith: { env: database.env } as TestServer });
  lab = await tradingLab(server);
  const { REDIS_URL, REDIS_PREFIX } = database.env;
  const bull = { connection: { url: REDIS_URL }, prefix: `${REDIS_PREFIX}bull` };
  chunks = new Queue(SEARCH_CHUNK_JOB, bull);
  failing = new Worker(SEARCH_CHUNK_JOB, null, { ...bull, autorun: false });
  worker = await serverProcess(database.env, [SEARCH_CHUNK_JOB], { REDIS_URL: REDIS_URL! });
});
afterAll(async () => {
  await worker?.kill();
  await failing?.close();
  await chunks?.close();
  await server?.stop();
  await database?.drop();
});

it('a chunk that fails for good ends its run failed, with the reason, instead of leaving it waiting', async () => {
  const space = { n1: { min: 5, max: 25, step: 5 }, n2: { min: 10, max: 65, step: 5 } };
  const body = lab.request({ space, constraint: 'n1 < n2', maximize: 'Equity Final [$]' });
  const { id } = (await lab.api('POST', '/optimizations/', body)).body;
  expect(await worker.held(SEARCH_CHUNK_JOB)).toBe(id);

  const token = 'a consumer that always fails';
  await eventually(async () => {
    const job = await failing.getNextJob(token);
    await job?.moveToFailed(new Error('this chunk always fails'), token);
    return (await chunks.getFailedCount()) > 0;
  });
  const [gaveUp] = await chunks.getFailed();

  expect(await lab.finished('optimizations', id)).toMatchObject({
    state: 'failed',
    error:
      `Uma parte da busca não pôde ser calculada pelos processos de cálculo (a tarefa ${gaveUp!.id} ` +
      'falhou de vez). Execute-a de novo.',
    best: null,
  });
  const { db } = server.built.platform;
  expect(await db.select().from(searchChunks).where(eq(searchChunks.runId, id))).toEqual([]);
});
