import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRecord } from '@alvorada/contracts';
import { backgroundJobs } from '../src/platform/jobs/job-schema.ts';
import { runs } from '../src/modules/trading/schema.ts';
import { cycles } from '../src/modules/energy/schema.ts';
import { reports } from '../src/modules/energy/report-schema.ts';
import { workanaRuns, workanaSources } from '../src/modules/workana/schema.ts';
import { call, login, startServer, type TestServer } from './harness.ts';

let server: TestServer;
let admin: string;
let dev: string;
let devId: number;
let devName: string;
let traderRunId: number;

const jobs = async (token: string, query = '') => {
  const res = await call(server, 'GET', `/api/development/jobs/?page_size=100${query}`, { token });
  expect(res.status).toBe(200);
  return res.body as { count: number; next: string | null; results: JobRecord[] };
};
const find = (list: JobRecord[], kind: string, id: number) =>
  list.find((j) => j.kind === kind && j.id === id);

beforeAll(async () => {
  server = await startServer();
  const [adminSession, devSession] = await Promise.all(
    ['admin@alvorada.dev', 'dev@alvorada.dev'].map((email) => login(server, email)),
  );
  [admin, dev, devId] = [adminSession.accessToken, devSession.accessToken, devSession.userData.id];
  devName = devSession.userData.full_name!;
  const db = server.built.platform.db;
  const trader = await login(server, 'trader@alvorada.dev');
  const token = trader.accessToken;
  const instrument = (await call(server, 'GET', '/api/trading/instruments/?search=GOOG', { token })).body
    .results[0];
  const strategy = (await call(server, 'GET', '/api/trading/strategies/', { token })).body.results[0];
  const failedAt = new Date();
  const [run] = await db
    .insert(runs)
    .values({
      kind: 'backtest',
      ownerId: trader.userData.id,
      instrumentId: instrument.id,
      timeframe: '1d',
      strategyId: strategy.id,
      strategyVersionId: strategy.version_id,
      strategyName: strategy.name,
      strategyVersion: 1,
      definition: strategy.definition,
      params: {},
      settings: {} as never,
      requestKey: 'jobs-view',
      state: 'failed',
      error: 'run_interrupted',
      startedAt: new Date(failedAt.getTime() - 1500),
      finishedAt: failedAt,
    })
    .returning();
  traderRunId = run!.id;
  await db.insert(cycles).values({ cycle: '2031-01', state: 'failed', error: 'interrupted' });
  await db.insert(reports).values({
    type: 'financeiro',
    format: 'pdf',
    params: {},
    locale: 'pt-BR',
    state: 'failed',
    error: 'job_failed_internal',
    errorReason: 'abc123',
    requestedByName: 'Operadora',
  });
  const [source] = await db.select().from(workanaSources).limit(1);
  await db.insert(workanaRuns).values({
    sourceId: source!.id,
    sourceKind: source!.kind,
    state: 'failed',
    error: 'blocked',
    blockedReason: 'HTTP 403',
    finishedAt: new Date(),
  });
  await db.insert(backgroundJobs).values([
    { name: 'workana.digest', subject: String(devId), state: 'failed', error: 'job_interrupted' },
    { name: 'workana.digest', subject: '999999', state: 'done' },
    { name: 'energy.expire-credits', subject: '2031-01', state: 'done' },
    { name: 'development.test-run', subject: '424242', state: 'failed', error: 'job_lock_lost' },
  ]);
});
afterAll(async () => {
  await server?.close();
});

describe('the jobs view', () => {
  it('lists every area’s jobs with their state, reason and record page', async () => {
    const { results } = await jobs(admin, '&state=failed');
    expect(find(results, 'trading.backtest', traderRunId)).toMatchObject({
      state: 'failed',
      reason: 'Interrompida: o servidor parou antes de terminá-la.',
      owner: expect.any(String),
      duration_ms: 1500,
      link: `/automations/paracima/backtest?run=${traderRunId}`,
      retryable: false,
    });
    const byKind = (kind: string) => results.find((j) => j.kind === kind);
    expect(byKind('energy.close-cycle')).toMatchObject({
      subject: '2031-01',
      reason: 'Interrompido: o servidor parou antes de terminar.',
      link: expect.stringMatching(/^\/creditos\/ciclos\/\d+$/),
      retryable: true,
    });
    expect(byKind('energy.report')).toMatchObject({
      owner: 'Operadora',
      reason: expect.stringContaining('abc123'),
      link: '/relatorios/visao-geral',
      retryable: true,
    });
    expect(byKind('workana.poll')).toMatchObject({ reason: 'O site recusou a consulta: HTTP 403' });
    expect(byKind('workana.digest')).toMatchObject({
      subject: devName,
      reason: 'Interrompido: o servidor parou antes de terminar.',
    });
    expect(byKind('development.test-run')).toMatchObject({
      reason: 'Interrompido: a conexão com o banco de dados caiu. Tente de novo.',
      link: '/development/tests',
      retryable: true,
    });
    expect(results.every((j) => j.state === 'failed')).toBe(true);

    const done = await jobs(admin, '&kind=energy.expire-credits&state=done');
    expect(done.results.map((j) => [j.kind, j.subject])).toContainEqual(['energy.expire-credits', '2031-01']);
    expect(done.results.every((j) => j.kind === 'energy.expire-credits')).toBe(true);
  });

  it('shows a reader only the jobs whose records they may read', async () => {
    const { results } = await jobs(dev);
    const kinds = new Set(results.map((j) => j.kind));
    // No energy permission: no cycle, report or expiry. Someone else's runs and digests stay theirs.
    for (const kind of ['energy.close-cycle', 'energy.report', 'energy.expire-credits'])
      expect(kinds.has(kind as JobRecord['kind'])).toBe(false);
    expect(find(results, 'trading.backtest', traderRunId)).toBeUndefined();
    expect(results.filter((j) => j.kind === 'workana.digest').map((j) => j.subject)).toEqual([devName]);
    expect(kinds.has('workana.poll')).toBe(true);
    expect(kinds.has('development.test-run')).toBe(true);

    const energy = await jobs(dev, '&kind=energy.report');
    expect(energy).toMatchObject({ count: 0, results: [] });
    const trader = await login(server, 'trader@alvorada.dev');
    expect((await call(server, 'GET', '/api/development/jobs/', { token: trader.accessToken })).status).toBe(
      403,
    );
  });

  it('pages the union newest first, and filters by period', async () => {
    const all = await jobs(admin);
    expect(all.count).toBeGreaterThan(6);
    const pageSize = 5;
    const first = await call(server, 'GET', `/api/development/jobs/?page_size=${pageSize}`, { token: admin });
    const second = await call(server, 'GET', `/api/development/jobs/?page_size=${pageSize}&page=2`, {
      token: admin,
    });
    expect(first.body.count).toBe(all.count);
    expect(first.body.next).toBe(`/api/development/jobs/?page_size=${pageSize}&page=2`);
    const key = (j: JobRecord) => `${j.kind}#${j.id}`;
    expect([...first.body.results, ...second.body.results].map(key)).toEqual(
      all.results.slice(0, 2 * pageSize).map(key),
    );
    const created = all.results.map((j) => Date.parse(j.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));

    const today = new Date().toISOString().slice(0, 10);
    const past = await jobs(admin, '&to=2000-01-01');
    expect(past.count).toBe(0);
    const recent = await jobs(admin, `&from=${today}&to=${today}`);
    expect(find(recent.results, 'trading.backtest', traderRunId)).toBeDefined();
  });
});
