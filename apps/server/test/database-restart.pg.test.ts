import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, freshDatabaseEnv, login, openSocket, type TestServer } from './harness.ts';
import { eventually } from './eventually.ts';
import { tradingLab, type TradingLab } from './trading-lab.ts';

// Runs in the PostgreSQL + Redis project only: it ends the server's PostgreSQL sessions from outside, as a
// database restart or an administrator does.
const MAIN = new URL('../src/main.ts', import.meta.url).pathname;
const RUN_LOCK = 727_003;
const CYCLE_LOCK = 727_002;
const REPORT_LOCK = 727_005;

let database: Awaited<ReturnType<typeof freshDatabaseEnv>>;
let child: ChildProcess;
let server: Pick<TestServer, 'url' | 'wsUrl'>;
let admin: pg.Client;
let name: string;
let lab: TradingLab;

/** The server as `npm start` runs it, in its own process: an unhandled error would end that process. */
async function startChild(env: Record<string, string>) {
  const started = spawn(process.execPath, [MAIN], {
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DEMO_SEED: 'false' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    started.stdout!.on('data', (data: Buffer) => {
      output += data.toString();
      const address = /\((http:\/\/127\.0\.0\.1:\d+),/.exec(output);
      if (address) resolve(address[1]!);
    });
    started.on('exit', () => reject(new Error(`the server stopped: ${output}`)));
  });
  return { started, url };
}

beforeAll(async () => {
  database = await freshDatabaseEnv();
  name = new URL(database.env.DATABASE_URL!).pathname.slice(1);
  const { started, url } = await startChild(database.env);
  child = started;
  server = { url, wsUrl: url.replace('http', 'ws') };
  admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  lab = await tradingLab(server as TestServer);
});
afterAll(async () => {
  await admin?.query(`alter database ${name} allow_connections true`).catch(() => undefined);
  await admin?.end();
  child?.kill('SIGKILL');
  await database?.drop();
});

/** The server process of the session holding the advisory lock (space, id) in the test's database. */
async function lockHolder(space: number, id: number) {
  const { rows } = await admin.query(
    `select l.pid from pg_locks l join pg_database d on d.oid = l.database
     where l.locktype = 'advisory' and l.classid = $1 and l.objid = $2 and l.objsubid = 2 and l.granted
       and d.datname = $3`,
    [space, id, name],
  );
  return rows[0]?.pid as number | undefined;
}

/** Ends the session holding the lock (space, id), and waits until it is gone with its lock. */
async function endHolder(space: number, id: number) {
  const pid = await eventually(() => lockHolder(space, id));
  await admin.query('select pg_terminate_backend($1)', [pid]);
  await eventually(async () => ((await lockHolder(space, id)) === undefined ? true : undefined));
}

/**
 * Starts a job that gets stuck on `table`, locked in `mode` by another session, ends the session holding the
 * job's own lock (space, the id `start` answers) and lets the job go on; answers what `start` answered.
 */
async function loseLockWhileStuck<T extends { id: number }>(
  table: string,
  mode: string,
  space: number,
  start: () => Promise<T>,
) {
  const blocker = new pg.Client({ connectionString: database.env.DATABASE_URL });
  await blocker.connect();
  try {
    await blocker.query('begin');
    await blocker.query(`lock table ${table} in ${mode} mode`);
    const started = await start();
    await eventually(async () => {
      const { rows } = await blocker.query(
        `select 1 from pg_locks where relation = '${table}'::regclass and not granted`,
      );
      return rows.length ? true : undefined;
    });
    await endHolder(space, started.id);
    await blocker.query('commit');
    return started;
  } finally {
    await blocker.end();
  }
}

const stillServing = async () => {
  expect(child.exitCode).toBeNull();
  expect((await call(server, 'GET', '/api/health')).status).toBe(200);
  expect((await lab.api('GET', '/backtests/')).status).toBe(200);
};

/** A walk-forward long enough to be computing when its session is ended. */
const longWalkForward = async () => {
  const space = { n1: { min: 2, max: 60, step: 1 }, n2: { min: 61, max: 120, step: 1 } };
  const accepted = await lab.api(
    'POST',
    '/walk-forwards/',
    lab.request({ space, maximize: 'Equity Final [$]', windows: 5, train_ratio: 3 }),
  );
  expect(accepted.status).toBe(202);
  return accepted.body.id as number;
};

it('a run whose lock went with its ended session fails with the reason, and the server goes on serving', async () => {
  const id = await longWalkForward();
  await endHolder(RUN_LOCK, id);

  const run = await lab.finished('walk-forwards', id);
  expect(run).toMatchObject({
    state: 'failed',
    error: 'Interrompida: a conexão com o banco de dados caiu durante o cálculo. Execute-a de novo.',
    result: null,
    trade_count: null,
  });
  await stillServing();
  // The server computes runs again, on a new connection.
  const next = await lab.api('POST', '/backtests/', lab.request({ params: { n1: 7, n2: 21 } }));
  expect((await lab.finished('backtests', next.body.id)).state).toBe('done');
});

it('a cycle close whose lock went with its ended session stops, is tried again and closes whole', async () => {
  const energy = await login(server, 'energia@alvorada.dev');
  const api = (method: string, path: string, body?: unknown) =>
    call(server, method, `/api/energy${path}`, { token: energy.accessToken, body });
  // The demo's oldest open cycle: its month has ended and every UC has its bill, so it may close.
  const [open] = (await api('GET', '/cycles/?state=open&ordering=cycle')).body.results;
  const ws = openSocket(server, energy.userData.id, energy.accessToken);
  await ws.opened;
  try {
    // The close's first chunk waits on the results' lock, while its runner holds the cycle's lock.
    const accepted = await loseLockWhileStuck('energy_cycle_results', 'exclusive', CYCLE_LOCK, async () => {
      const queued = await api('POST', `/cycles/${open.id}/close/`);
      expect(queued.status).toBe(202);
      return { id: open.id, body: queued.body };
    });
    const states: string[] = [];
    while (!['done', 'failed'].includes(states.at(-1) ?? '')) {
      const message = await ws.next('job_progress');
      if (message.job_id === accepted.body.job_id) states.push(message.state);
    }
    // The chunk written after the lock was lost was rolled back, and the next try did the whole close.
    expect(states).toContain('queued');
    expect(states.at(-1)).toBe('done');
  } finally {
    ws.socket.close();
  }
  const closed = (await api('GET', `/cycles/${open.id}/`)).body;
  expect(closed).toMatchObject({ state: 'closed', stale: false, error: null });
  expect(closed.units_done).toBe(closed.units_total);
  expect((await api('GET', `/credits/results/?cycle=${open.cycle}`)).body.count).toBe(closed.units_total);
  await stillServing();
});

it('a report whose lock went with its ended session fails with the reason, and the server goes on serving', async () => {
  const energy = await login(server, 'energia@alvorada.dev');
  const api = (method: string, path: string, body?: unknown) =>
    call(server, method, `/api/energy${path}`, { token: energy.accessToken, body });
  // The report waits on the plants' lock to read them, while its runner holds the report's lock.
  const month = new Date().toISOString().slice(0, 7);
  const accepted = await loseLockWhileStuck('energy_plants', 'access exclusive', REPORT_LOCK, async () => {
    const queued = await api('POST', '/reports/', {
      type: 'geracao_mensal',
      format: 'pdf',
      params: { month },
    });
    expect(queued.status).toBe(202);
    return { id: queued.body.id as number, body: queued.body };
  });
  const report = await eventually(async () => {
    const read = (await api('GET', `/reports/${accepted.body.id}/`)).body;
    return read.status === 'running' ? undefined : read;
  });
  expect(report).toMatchObject({
    status: 'failed',
    error: 'report_lock_lost',
    error_message: 'A geração foi interrompida: a conexão com o banco de dados caiu. Tente de novo.',
    filename: null,
  });
  await stillServing();
});

it('while the database is away /api/ready answers 503 and the process stays up; once back, 200 and the run is failed', async () => {
  const id = await longWalkForward();
  await eventually(() => lockHolder(RUN_LOCK, id));
  // As a restart does: every session ends and new ones are refused for a while.
  await admin.query(`alter database ${name} allow_connections false`);
  await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  );
  const down = await eventually(async () => {
    const ready = await call(server, 'GET', '/api/ready');
    return ready.status === 503 ? ready : undefined;
  });
  expect(down.body).toMatchObject({ status: 'unavailable', database: 'down' });
  expect(down.headers.get('retry-after')).toBe('5');
  expect(child.exitCode).toBeNull();
  expect((await call(server, 'GET', '/api/health')).status).toBe(200);
  const refused = await lab.api('GET', '/backtests/');
  expect(refused).toMatchObject({ status: 503, body: { code: 'service_unavailable' } });

  await admin.query(`alter database ${name} allow_connections true`);
  await eventually(async () => ((await call(server, 'GET', '/api/ready')).status === 200 ? true : undefined));
  const run = await eventually(async () => {
    const read = (await lab.api('GET', `/walk-forwards/${id}/`)).body;
    return read.state === 'running' ? undefined : read;
  });
  expect(run).toMatchObject({ state: 'failed', result: null, trade_count: null });
  expect(run.error).toMatch(/conexão com o banco de dados caiu/);
  await stillServing();
});
