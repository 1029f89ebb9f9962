import { afterAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { runs } from '../src/modules/trading/schema.ts';
import { call, login, startServer, type TestServer } from './harness.ts';

// Jobs in the process's memory (no Redis), as `npm start` runs.
const IN_MEMORY = { REDIS_URL: '' };
let first: TestServer | undefined;
let second: TestServer | undefined;
afterAll(async () => {
  await second?.close();
  await first?.close();
});

it('runs left running or queued by a process that stopped are failed, with the reason, at the next start', async () => {
  first = await startServer(IN_MEMORY);
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
      exclusive_orders: false,
      trade_on_close: false,
    },
  };
  // As a process that died mid-run leaves them: one computing, one waiting in its memory.
  const stuck = await db
    .insert(runs)
    .values([
      { ...base, requestKey: 'a', state: 'running', startedAt: new Date() },
      { ...base, requestKey: 'b', state: 'queued' },
    ])
    .returning({ id: runs.id });
  await first.stop();

  second = await startServer(IN_MEMORY, { shareWith: first });
  const again = (await login(second, 'trader@alvorada.dev')).accessToken;
  for (const { id } of stuck) {
    const run = await call(second, 'GET', `/api/trading/backtests/${id}/`, { token: again });
    expect(run.body).toMatchObject({
      state: 'failed',
      error: 'Interrompida: o servidor parou antes de terminá-la.',
      stats: null,
    });
    const [row] = await second.built.platform.db.select().from(runs).where(eq(runs.id, id));
    expect(row!.finishedAt).not.toBeNull();
  }
});
