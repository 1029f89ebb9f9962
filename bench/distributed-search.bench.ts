// Optimisations spread over worker processes (`npm run worker`) as BullMQ chunk jobs, on PostgreSQL and
// Redis: a web instance (ROLE=web) takes the requests and 1, 2 or 4 workers run the jobs. Two searches:
// the 190-set GOOG grid (daily bars; small, so it runs in one process) and a 2,000-set grid on 1,000,000
// one-minute bars (spread in chunks), each from the request to its results stored; and a tenth of those
// sets in one thread of this process, with no queue, for reference. The results of every worker count must be
// identical. Services: DATABASE_URL (an administrative connection; a database of its own is created) and
// REDIS_URL, by default those on 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Instrument, Run, Strategy } from '@alvorada/contracts';
import { optimize } from '../packages/backtest/src/optimize/optimize.ts';
import { createStrategy } from '../packages/backtest/src/strategies/registry.ts';
import { randomMarket } from '../packages/backtest/test/random-market.ts';
import { MILLION_BAR_INSTRUMENT } from './million-bars.ts';
import { createScratchDatabase } from './scratch-database.ts';
import { bearer, serve, stopServers } from './serve.ts';

const BARS = 1_000_000;
const WORKERS = [1, 2, 4];
const GOOG_ROUNDS = 3;
/** Rounds of the million-bar grid per worker count: one by default, as a round takes minutes (BENCH_ROUNDS). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const root = join(import.meta.dirname, '..');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const GOOG_GRID = { n1: { min: 1, max: 19, step: 1 }, n2: { min: 20, max: 200, step: 20 } };
const BIG_GRID = { n1: { min: 1, max: 40, step: 1 }, n2: { min: 50, max: 540, step: 10 } };
const REFERENCE = { cash: 10_000, exclusiveOrders: true };

/** The machine's load when the bench starts and when it ends: the milliseconds depend on it. */
const load = () => Number(loadavg()[0]!.toFixed(1));
const loadAtStart = load();

const scratch = await createScratchDatabase(ADMIN_URL);
const shared = {
  DATABASE_URL: scratch.url,
  REDIS_URL,
  REDIS_PREFIX: `${scratch.name}:`,
  DEMO_SEED: 'true',
  LOG_LEVEL: 'warn',
};

/** `npm run worker` as a child process, once it says it is running. */
function startWorker(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/worker.mjs'], {
    cwd: root,
    env: { ...process.env, ...shared },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (data: Buffer) => {
      output += data.toString();
      if (output.includes('worker is running')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}: ${output}`)));
  });
}
const stopWorker = (child: ChildProcess) =>
  new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

try {
  const base = await serve('apps/server/src/main.ts', { ...shared, ROLE: 'web', LOGIN_RATE_MAX: '1000' });
  let headers: Record<string, string> = {};
  const signIn = async () => {
    headers = { ...(await bearer(base, 'trader@alvorada.dev')), 'content-type': 'application/json' };
  };
  await signIn();
  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}/api/trading${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // A run of the million-bar grid may outlast the access token: sign in again and ask again.
    if (response.status === 401) return (await signIn(), api<T>(method, path, body));
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };

  // The million bars written straight into the candles table: the import's own cost is trading-api's figure.
  const bench = await api<Instrument>('POST', '/instruments/', MILLION_BAR_INSTRUMENT);
  const data = randomMarket(BARS, 42);
  const db = new pg.Client({ connectionString: shared.DATABASE_URL });
  await db.connect();
  for (let from = 0; from < BARS; from += 100_000) {
    const column = (values: Float64Array) => Array.from(values.subarray(from, from + 100_000));
    await db.query(
      `insert into trading_candles (instrument_id, timeframe, time, open, high, low, close, volume)
       select $1, '1m', * from unnest($2::bigint[], $3::float8[], $4::float8[], $5::float8[], $6::float8[], $7::float8[])`,
      [bench.id, ...[data.time, data.open, data.high, data.low, data.close, data.volume].map(column)],
    );
  }
  await db.end();

  const goog = (await api<{ results: Instrument[] }>('GET', '/instruments/?search=GOOG')).results[0]!;
  const strategy = await api<Strategy>('POST', '/strategies/', {
    name: 'SmaCross distributed bench',
    definition: { kind: 'built_in', built_in: 'sma-cross', params: { n1: 10, n2: 20 } },
  });
  /** An optimisation from its request to its results stored: wall time and its result. */
  async function optimisation(instrument: Instrument, timeframe: string, space: object) {
    const start = performance.now();
    const queued = await api<Run>('POST', '/optimizations/', {
      instrument_id: instrument.id,
      timeframe,
      strategy_version_id: strategy.version_id,
      exclusive_orders: true,
      maximize: 'Equity Final [$]',
      space,
    });
    for (;;) {
      const run = await api<Run & { best: unknown; evaluations: { value: number | null }[] }>(
        'GET',
        `/optimizations/${queued.id}/`,
      );
      if (run.state === 'done')
        return { ms: performance.now() - start, values: run.evaluations.map((e) => e.value) };
      if (run.state !== 'queued' && run.state !== 'running') throw new Error(`run ${run.state}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /**
   * The grid's first 200 sets in this thread, no queue, no database, times 10: the engine time a worker's
   * share is made of (all 2,000 would take as long as the one-worker run). Measured before the workers run
   * and after, as the machine's load drifts over the minutes between.
   */
  function tenthInOneThread() {
    const smaCross = (p: Record<string, number>) => createStrategy('sma-cross', p);
    const tenth = { n1: { min: 1, max: 4, step: 1 }, n2: BIG_GRID.n2 };
    const start = performance.now();
    const { evaluations } = optimize(
      data,
      smaCross,
      { space: tenth, maximize: 'Equity Final [$]' },
      REFERENCE,
    );
    if (evaluations.length !== 200) throw new Error(`the tenth has ${evaluations.length} sets`);
    return (performance.now() - start) * 10;
  }
  const oneThreadBefore = tenthInOneThread();
  console.error(`one thread, before the workers: ${Math.round(oneThreadBefore)} ms (load ${load()})`);

  const figures: Record<string, number> = {};
  const bigResults = new Set<string>();
  for (const count of WORKERS) {
    const workers = await Promise.all(Array.from({ length: count }, startWorker));
    const small: number[] = [];
    const big: number[] = [];
    for (let round = 0; round < GOOG_ROUNDS; round++)
      small.push((await optimisation(goog, '1d', GOOG_GRID)).ms);
    for (let round = 0; round < ROUNDS; round++) {
      const run = await optimisation(bench, '1m', BIG_GRID);
      big.push(run.ms);
      bigResults.add(JSON.stringify(run.values));
      console.error(
        `load ${load()}; ${count} worker(s): GOOG 190 ${small.map(Math.round).join(' ')} ms; 2,000 × 1M round ${round + 1} ${Math.round(run.ms)} ms`,
      );
    }
    figures[`goog_190_request_to_done_ms_${count}w`] = Math.round(median(small));
    figures[`grid_2000_1m_request_to_done_ms_${count}w`] = Math.round(median(big));
    await Promise.all(workers.map(stopWorker));
  }
  for (const count of WORKERS.slice(1))
    figures[`grid_2000_1m_speedup_${count}w_vs_1w`] = Number(
      (
        figures.grid_2000_1m_request_to_done_ms_1w! / figures[`grid_2000_1m_request_to_done_ms_${count}w`]!
      ).toFixed(2),
    );

  const oneThreadAfter = tenthInOneThread();
  console.error(`one thread, after the workers: ${Math.round(oneThreadAfter)} ms (load ${load()})`);
  figures.grid_2000_1m_one_thread_engine_ms_est = Math.round((oneThreadBefore + oneThreadAfter) / 2);
  figures.grid_2000_1m_1w_vs_one_thread = Number(
    (figures.grid_2000_1m_request_to_done_ms_1w! / figures.grid_2000_1m_one_thread_engine_ms_est).toFixed(2),
  );

  console.log(
    JSON.stringify({
      ...figures,
      results_identical_across_worker_counts: bigResults.size === 1 ? 1 : 0,
      cores: availableParallelism(),
      rounds: ROUNDS,
      load_average_start: loadAtStart,
      load_average_end: load(),
    }),
  );
} finally {
  await stopServers();
  await scratch.drop();
}
