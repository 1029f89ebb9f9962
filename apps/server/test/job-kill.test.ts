import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RUN_JOB } from '../src/modules/trading/run-job.ts';
import { REPORT_JOB } from '../src/modules/energy/report-service.ts';
import { CLOSE_JOB, EXPIRE_JOB } from '../src/modules/energy/cycle-jobs.ts';
import { RECOMPUTE_JOB } from '../src/modules/energy/cycle-recompute-job.ts';
import { POLL_JOB } from '../src/modules/workana/poller.ts';
import { DIGEST_JOB } from '../src/modules/workana/digest-job.ts';
import { backgroundJobs } from '../src/platform/jobs/job-schema.ts';
import { translate, type MessageCode } from '../src/platform/http/messages.ts';
import { call, freshDatabaseEnv, login, type TestServer } from './harness.ts';
import { restartOn, serverProcess, until } from './job-process.ts';
import { tradingLab } from './trading-lab.ts';

/**
 * Every kind of job, killed mid-run: the server runs in a process of its own until the job is running with
 * its lock held, is killed with SIGKILL, and is started again on the same database, where the job's record
 * ends failed with its translated reason (or is queued again and done, where that is the kind's contract).
 */
let database: Awaited<ReturnType<typeof freshDatabaseEnv>>;
/** A finished backtest, for the Monte Carlo analysis to draw from. */
let backtestId: number;

beforeAll(async () => {
  database = await freshDatabaseEnv();
  const server = await restartOn(database.env);
  const lab = await tradingLab(server);
  backtestId = (await lab.api('POST', '/backtests/', lab.request())).body.id;
  await lab.finished('backtests', backtestId);
  await server.stop();
});
afterAll(() => database?.drop());

type Server = Pick<TestServer, 'url'>;
const as = async (server: Server, email: string) => {
  const token = (await login(server, email)).accessToken;
  return (method: string, path: string, body?: unknown) => call(server, method, path, { token, body });
};

const TRADER = 'trader@alvorada.dev';
const ADMIN = 'admin@alvorada.dev';
const READER = 'dev@alvorada.dev';
const OPERATOR = 'energia@alvorada.dev';
const RUN_INTERRUPTED = 'Interrompida: o servidor parou antes de terminá-la.';

/** A trading run of one kind, asked for through the API; after the restart, failed with the reason. */
function run(path: string, body: (lab: Awaited<ReturnType<typeof tradingLab>>) => object) {
  return {
    job: RUN_JOB,
    async start(server: Server) {
      const lab = await tradingLab(server as TestServer);
      const accepted = await lab.api('POST', path.replace(':backtest', String(backtestId)), body(lab));
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
    },
    async ended(server: TestServer, id: number) {
      const api = await as(server, TRADER);
      const kind = path.startsWith('/backtests/:backtest') ? 'monte-carlo' : path.split('/')[1];
      const { body } = await api('GET', `/api/trading/${kind}/${id}/`);
      expect(body).toMatchObject({ state: 'failed', error: RUN_INTERRUPTED });
    },
  };
}

/** A job of a kind without a table of its own: its row failed, with the reason in every locale. */
async function backgroundJobEnded(server: TestServer, id: number) {
  const { db } = server.built.platform;
  const [row] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id));
  expect(row).toMatchObject({ state: 'failed', error: 'job_interrupted' });
  expect(row!.finishedAt).not.toBeNull();
  expect(translate(row!.error as MessageCode, 'pt-BR')).toBe(
    'Interrompido: o servidor parou antes de terminar.',
  );
}

const space = { n1: [5, 10, 15], n2: [20, 30] };
const KINDS = {
  'trading.backtest': run('/backtests/', (lab) => lab.request({ cash: 20_000 })),
  'trading.optimization': run('/optimizations/', (lab) =>
    lab.request({ space, maximize: 'Equity Final [$]' }),
  ),
  'trading.walk_forward': run('/walk-forwards/', (lab) =>
    lab.request({ space, maximize: 'Equity Final [$]', windows: 3, train_ratio: 3 }),
  ),
  'trading.monte_carlo': run('/backtests/:backtest/monte-carlo/', () => ({ runs: 100, seed: 7 })),
  'energy.report': {
    job: REPORT_JOB,
    async start(server: Server) {
      const api = await as(server, OPERATOR);
      const body = { type: 'geracao_mensal', format: 'pdf', params: { month: '2025-01' } };
      const accepted = await api('POST', '/api/energy/reports/', body);
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
    },
    async ended(server: TestServer, id: number) {
      const api = await as(server, OPERATOR);
      expect((await api('GET', `/api/energy/reports/${id}/`)).body).toMatchObject({
        status: 'failed',
        error: 'report_interrupted',
        error_message: 'A geração foi interrompida pelo reinício do servidor. Tente de novo.',
      });
    },
  },
  'energy.close-cycle': {
    job: CLOSE_JOB,
    async start(server: Server) {
      const api = await as(server, OPERATOR);
      // The demo's oldest open cycle: its month has ended and every UC has its bill, so it may close.
      const [open] = (await api('GET', '/api/energy/cycles/?state=open&ordering=cycle')).body.results;
      const accepted = await api('POST', `/api/energy/cycles/${open.id}/close/`);
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
    },
    /** Failed, interrupted; a new close resumes it to the end. */
    async ended(server: TestServer, id: number) {
      const api = await as(server, OPERATOR);
      expect((await api('GET', `/api/energy/cycles/${id}/`)).body).toMatchObject({
        state: 'failed',
        error: 'interrupted',
      });
      expect((await api('POST', `/api/energy/cycles/${id}/close/`)).status).toBe(202);
      await until(async () => (await api('GET', `/api/energy/cycles/${id}/`)).body.state === 'closed');
    },
  },
  'energy.expire-credits': {
    job: EXPIRE_JOB,
    async start(server: Server) {
      const api = await as(server, OPERATOR);
      const [closed] = (await api('GET', '/api/energy/cycles/?state=closed&ordering=-cycle')).body.results;
      const accepted = await api('POST', `/api/energy/cycles/${closed.id}/expire/`);
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
    },
    ended: (server: TestServer, id: number) => backgroundJobEnded(server, id),
  },
  'energy.recompute': {
    job: RECOMPUTE_JOB,
    async start(server: Server) {
      const api = await as(server, OPERATOR);
      const [closed] = (await api('GET', '/api/energy/cycles/?state=closed&ordering=-cycle')).body.results;
      const accepted = await api('POST', `/api/energy/cycles/${closed.id}/recompute/`, {});
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
    },
    /** Failed, and so is the cycle it had not closed yet: a new close closes it. */
    async ended(server: TestServer, id: number) {
      await backgroundJobEnded(server, id);
      const [row] = await server.built.platform.db
        .select()
        .from(backgroundJobs)
        .where(eq(backgroundJobs.id, id));
      const cycleId = Number(row!.subject);
      const api = await as(server, OPERATOR);
      expect((await api('GET', `/api/energy/cycles/${cycleId}/`)).body).toMatchObject({
        state: 'failed',
        error: 'interrupted',
      });
      expect((await api('POST', `/api/energy/cycles/${cycleId}/close/`)).status).toBe(202);
      await until(async () => (await api('GET', `/api/energy/cycles/${cycleId}/`)).body.state === 'closed');
    },
  },
  'workana.poll': {
    job: POLL_JOB,
    async start(server: Server) {
      const api = await as(server, ADMIN);
      const fixture = await fixtureSource(server);
      expect((await api('PATCH', `/api/workana/sources/${fixture.id}/`, { enabled: true })).status).toBe(200);
      const accepted = await api('POST', `/api/workana/sources/${fixture.id}/run/`);
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
    },
    /** Failed, interrupted, as the run history shows it; the source is polled again. */
    async ended(server: TestServer, id: number) {
      const api = await as(server, ADMIN);
      const { results } = (await api('GET', '/api/workana/runs/?status=error')).body;
      expect(results.find((run: { id: number }) => run.id === id)).toMatchObject({
        status: 'error',
        error: 'interrupted',
      });
      const outcome = await server.built.services.workana.poller.run((await fixtureSource(server)).id);
      expect(outcome?.runId).toBeGreaterThan(id);
    },
  },
  'workana.digest': {
    job: DIGEST_JOB,
    settings: { WORKANA_TICK_SECONDS: '1' },
    /**
     * The reader's matches held by quiet hours (from this hour to the next but one) as the fixture source is
     * polled, then the digest due (hour 0 of UTC, quiet hours gone): the next tick queues it.
     */
    async start(server: Server) {
      const reader = await as(server, READER);
      const hour = new Date().getUTCHours();
      const quiet = { mode: 'instant', timezone: 'UTC', quiet_start: hour, quiet_end: (hour + 2) % 24 };
      expect((await reader('PUT', '/api/workana/preferences/', quiet)).status).toBe(200);
      expect((await reader('POST', '/api/workana/rules/', { name: 'Tudo', criteria: {} })).status).toBe(201);
      const admin = await as(server, ADMIN);
      const fixture = await fixtureSource(server);
      const enabled = await admin('PATCH', `/api/workana/sources/${fixture.id}/`, { enabled: true });
      expect(enabled.status).toBe(200);
      expect((await admin('POST', `/api/workana/sources/${fixture.id}/run/`)).status).toBe(202);
      await until(async () => (await reader('GET', '/api/workana/notifications/stats/')).body.pending > 0);
      const digest = { mode: 'digest', digest_hour: 0, timezone: 'UTC' };
      expect((await reader('PUT', '/api/workana/preferences/', digest)).status).toBe(200);
    },
    ended: (server: TestServer, id: number) => backgroundJobEnded(server, id),
  },
};

/** The fixture source, which replays saved pages: a poll needs no site. */
async function fixtureSource(server: Server) {
  const api = await as(server, ADMIN);
  const sources: { id: number; kind: string }[] = (await api('GET', '/api/workana/sources/')).body;
  return sources.find((source) => source.kind === 'fixture')!;
}

/**
 * One process holds several jobs at once, one of each group's kinds: a trading run (they run one at a time on
 * a two-core machine) beside jobs of other areas, which touch neither each other's records nor the run.
 */
const GROUPS: (keyof typeof KINDS)[][] = [
  ['trading.backtest', 'energy.report', 'workana.poll'],
  ['trading.optimization', 'energy.close-cycle'],
  ['trading.walk_forward', 'energy.expire-credits'],
  ['trading.monte_carlo', 'energy.recompute', 'workana.digest'],
];

for (const group of GROUPS)
  describe(`jobs killed mid-run together (${group.join(', ')})`, () => {
    const ids = new Map<string, number>();
    let restarted: TestServer | undefined;
    beforeAll(async () => {
      const settings = Object.assign(
        {},
        ...group.map((name) => KINDS[name]).map((k) => ('settings' in k ? k.settings : {})),
      );
      const killed = await serverProcess(
        database.env,
        group.map((name) => KINDS[name].job),
        settings,
      );
      try {
        for (const name of group) {
          await KINDS[name].start(killed);
          ids.set(name, await killed.held(KINDS[name].job));
        }
      } finally {
        expect(await killed.kill()).toBe('SIGKILL');
      }
      restarted = await restartOn(database.env);
    });
    afterAll(() => restarted?.stop());

    it.each(group)('%s ends with its reason after the restart', (name) =>
      KINDS[name].ended(restarted!, ids.get(name)!),
    );
  });
