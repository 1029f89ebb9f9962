import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RUN_JOB } from '../src/modules/trading/run-job.ts';
import { runs } from '../src/modules/trading/schema.ts';
import { call, login } from './harness.ts';
import { restartingServers } from './restarting-servers.ts';

const servers = restartingServers();

it('runs of every kind left running or queued by a process that stopped are failed, with the reason, at the next start', async () => {
  const first = await servers.start();
  const trader = await login(first, 'trader@alvorada.dev');
  const token = trader.accessToken;
  const instrument = (await call(first, 'GET', '/api/trading/instruments/?search=GOOG', { token })).body
    .results[0];
  const strategy = (await call(first, 'GET', '/api/trading/strategies/', { token })).body.results[0];
  const { db } = first.built.platform;
  const base = {
    kind: 'backtest' as const,
    ownerId: trader.userData.id,
    instrumentId: instrument.id,
    timeframe: '1d' as const,
    strategyId: strategy.id,
    strategyVersionId: strategy.version_id,
    strategyName: strategy.name,
    strategyVersion: 1,
    definition: strategy.definition,
    params: { n1: 10, n2: 20 },
    settings: {
      cash: 10_000,
      commission_fixed: 0,
      commission_rate: 0,
      spread: 0,
      margin: 1,
      exclusive_orders: false,
      trade_on_close: false,
      hedging: false,
      finalize_trades: false,
      round_lots: false,
      slippage_fixed: 0,
      slippage_range: 0,
    },
  };
  // As a process that died mid-run leaves them, of every kind: one computing, one waiting in its memory.
  const [source] = await db
    .insert(runs)
    .values({ ...base, requestKey: 'source', state: 'done', finishedAt: new Date() })
    .returning({ id: runs.id });
  const plan = { space: { n1: [5, 10] }, maximize: 'Equity Final [$]' };
  const kinds = [
    { kind: 'backtest', path: 'backtests' },
    { kind: 'optimization', path: 'optimizations', plan },
    { kind: 'walk_forward', path: 'walk-forwards', plan },
    {
      kind: 'monte_carlo',
      path: 'monte-carlo',
      sourceRunId: source!.id,
      draws: { runs: 100, seed: 1, bootstrap: true },
    },
  ] as const;
  const stuck = await db
    .insert(runs)
    .values(
      kinds.flatMap(({ path, ...kind }) => [
        { ...base, ...kind, requestKey: `${path}-a`, state: 'running' as const, startedAt: new Date() },
        { ...base, ...kind, requestKey: `${path}-b`, state: 'queued' as const },
      ]),
    )
    .returning({ id: runs.id, kind: runs.kind });

  const second = await servers.restart();
  const again = (await login(second, 'trader@alvorada.dev')).accessToken;
  for (const { id, kind } of stuck) {
    const { path } = kinds.find((k) => k.kind === kind)!;
    const run = await call(second, 'GET', `/api/trading/${path}/${id}/`, { token: again });
    expect(run.body, kind).toMatchObject({
      state: 'failed',
      error: 'Interrompida: o servidor parou antes de terminá-la.',
    });
    const [row] = await second.built.platform.db.select().from(runs).where(eq(runs.id, id));
    expect(row!.finishedAt).not.toBeNull();
  }
});

it('the job of a run whose process died, handed on by the queue, fails the run with the reason', async () => {
  const server = await servers.current();
  const trader = await login(server, 'trader@alvorada.dev');
  const token = trader.accessToken;
  const [left] = await server.built.platform.db
    .select()
    .from(runs)
    .where(eq(runs.ownerId, trader.userData.id))
    .limit(1);
  // As BullMQ redelivers a stalled job: the run is `running`, nobody holds its lock.
  const [dead] = await server.built.platform.db
    .insert(runs)
    .values({ ...left!, id: undefined, requestKey: 'c', state: 'running', error: null, finishedAt: null })
    .returning({ id: runs.id });
  await server.built.platform.queue.add(RUN_JOB, { runId: dead!.id });
  await expect
    .poll(async () => (await call(server, 'GET', `/api/trading/backtests/${dead!.id}/`, { token })).body, {
      timeout: 15_000,
    })
    .toMatchObject({ state: 'failed', error: 'Interrompida: o servidor parou antes de terminá-la.' });
});
