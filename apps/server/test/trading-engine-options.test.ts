import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Backtest, type BacktestOptions, type StrategyRef } from '@alvorada/backtest';
import { runs } from '../src/modules/trading/schema.ts';
import { engineTrade, fileTradingLab, GOOG } from './trading-lab.ts';

const { server, lab } = fileTradingLab();
const README = { commission: 0.002, exclusiveOrders: true };
const SMA_CROSS: StrategyRef = { builtIn: 'sma-cross' };
const RULES = JSON.parse(
  readFileSync(
    new URL('../../../packages/backtest/test/fixtures/rules/sma-cross.json', import.meta.url),
    'utf8',
  ),
);

/** A backtest through the API, once done, with every trade it stored. */
async function backtest(extra: object) {
  const accepted = await lab.api('POST', '/backtests/', lab.request(extra));
  expect(accepted.status).toBe(202);
  const run = await lab.finished('backtests', accepted.body.id);
  expect(run.state).toBe('done');
  const trades = await lab.api('GET', `/backtests/${run.id}/trades/?page_size=100`);
  return { run, trades: trades.body.results as Record<string, number>[] };
}

/** The API's run equals the engine's on GOOG: its statistics, and its trades one by one. */
function expectEngine(
  got: Awaited<ReturnType<typeof backtest>>,
  strategy: StrategyRef,
  options: BacktestOptions,
) {
  const expected = new Backtest(GOOG, strategy, options).run('builtIn' in strategy ? { n1: 10, n2: 20 } : {});
  for (const [name, value] of Object.entries(expected.stats))
    expect(got.run.stats[name], name).toBe(Number.isFinite(value) ? value : null);
  const t = expected.trades;
  expect(got.trades).toHaveLength(t.count);
  got.trades.forEach((trade, i) => expect(trade).toMatchObject({ ...engineTrade(t, i), pnl: t.PnL[i] }));
}

/**
 * The reference configurations: backtesting.py's README SmaCross 10/20 on GOOG (0.2 % commission, exclusive
 * orders) with each option of its `Backtest` that changes the fills, and backtesting.py's own figures where
 * they were taken (the engine's parity with backtesting.py is the backtest package's tests).
 */
const REFERENCE: [string, object, BacktestOptions, [trades: number, equity: number]?][] = [
  ['the README run', {}, README, [93, 56_263.52]],
  ['finalize_trades', { finalize_trades: true }, { ...README, finalizeTrades: true }, [94, 55_574.51]],
  ['trade_on_close', { trade_on_close: true }, { ...README, tradeOnClose: true }],
  [
    'trade_on_close and finalize_trades',
    { trade_on_close: true, finalize_trades: true },
    { ...README, tradeOnClose: true, finalizeTrades: true },
    [94, 49_577.19],
  ],
  ['a spread', { spread: 0.001 }, { ...README, spread: 0.001 }],
  [
    'a fixed and a relative commission',
    { commission_fixed: 1 },
    { ...README, commission: [1, 0.002] as const },
  ],
  [
    'hedging without exclusive orders, on half margin',
    { exclusive_orders: false, hedging: true, margin: 0.5 },
    { commission: 0.002, hedging: true, margin: 0.5 },
  ],
];

describe('every engine option of a backtest, through the API', () => {
  let rulesVersion = 0;
  it.each(REFERENCE)(
    '%s: as a built-in and in the builder’s rule format, the engine’s run',
    async (_, body, options, figures) => {
      if (!rulesVersion) {
        const created = await lab.api('POST', '/strategies/', {
          name: 'SmaCross em regras',
          definition: { kind: 'rules', rules: RULES },
        });
        expect(created.status).toBe(201);
        rulesVersion = created.body.version_id;
      }
      const builtIn = await backtest(body);
      const rules = await backtest({ ...body, strategy_version_id: rulesVersion });
      expect(builtIn.run.settings).toMatchObject(body);
      if (figures) {
        expect(builtIn.run.stats['# Trades']).toBe(figures[0]);
        expect(builtIn.run.stats['Equity Final [$]']).toBeCloseTo(figures[1], 2);
      }
      expectEngine(builtIn, SMA_CROSS, options);
      expectEngine(rules, { rules: RULES }, options);
    },
  );

  it('a margin outside (0, 1] is refused on its field', async () => {
    for (const margin of [0, 1.5]) {
      const refused = await lab.api('POST', '/backtests/', lab.request({ margin }));
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.fields)).toEqual(['margin']);
    }
  });

  it('the seeded SMA cross with the form’s defaults turns round on every cross instead of going bankrupt', async () => {
    const got = await backtest({ commission_rate: 0, exclusive_orders: false });
    expect(got.run.bankrupt_at).toBeNull();
    expect(got.run.stats['# Trades']).toBeGreaterThan(90);
    expectEngine(got, SMA_CROSS, { exclusiveOrders: true });
  });

  it('a run that loses all its money says so, and when', async () => {
    const got = await backtest({ margin: 0.02 });
    const expected = new Backtest(GOOG, SMA_CROSS, { ...README, margin: 0.02 }).run({ n1: 10, n2: 20 });
    const bar = expected.equity.findIndex((value) => value <= 0);
    expect(bar).toBeGreaterThan(0);
    expect(got.run.bankrupt_at).toBe(GOOG.time[bar]);
    expect(got.run.stats['Equity Final [$]']).toBe(0);
  });

  it('a run stored before these options existed reads with their defaults', async () => {
    const { run } = await backtest({ cash: 12_345 });
    const { db } = server.built.platform;
    await db
      .update(runs)
      .set({ settings: sql`${runs.settings} - 'margin' - 'hedging' - 'finalize_trades'` })
      .where(eq(runs.id, run.id));
    const read = await lab.api('GET', `/backtests/${run.id}/`);
    expect(read.status).toBe(200);
    expect(read.body.settings).toMatchObject({ margin: 1, hedging: false, finalize_trades: false });
  });
});
