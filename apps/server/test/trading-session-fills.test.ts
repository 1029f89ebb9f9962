import { describe, expect, it } from 'vitest';
import { Backtest, sliceOhlcv, type BacktestOptions } from '@alvorada/backtest';
import { tradesOutput, type TradeOutput } from '../src/modules/trading/run-compute.ts';
import { sessionStep, windowStart, type Carry, type Fill } from '../src/modules/trading/session-step.ts';
import { GOOG } from './trading-lab.ts';

const SMA_CROSS = { builtIn: 'sma-cross' } as const;
const PARAMS = { n1: 10, n2: 20 };
const NO_LIMITS = { max_position: null, max_orders_per_minute: null, max_daily_loss: null };
/** A short window, so that steps resuming from a carry read only the last bars, as a long session's do. */
const WINDOW = 100;

/** GOOG replayed one bar a step, each step reading what the session driver gives it. */
function replay(options: BacktestOptions) {
  const trades: TradeOutput[] = [];
  const fills: Fill[] = [];
  let carry: Carry | null = null;
  let open: unknown[] = [];
  for (let bars = 0; bars < GOOG.time.length;) {
    const offset = windowStart(carry, bars, WINDOW);
    const out = sessionStep({
      data: sliceOhlcv(GOOG, offset, bars + 1),
      offset,
      from: bars,
      tradesBefore: trades.length,
      window: WINDOW,
      strategy: SMA_CROSS,
      params: PARAMS,
      options,
      limits: NO_LIMITS,
      recentFills: [],
      now: 0,
      carry,
    });
    trades.push(...out.trades);
    fills.push(...out.fills);
    ({ carry, open } = out);
    bars = out.to;
  }
  return { trades, fills, open };
}

/** The engine options that change which fills a session makes, or their sizes and prices. */
const OPTIONS: Record<string, BacktestOptions> = {
  'exclusive orders': { exclusiveOrders: true },
  'trade on close': { exclusiveOrders: true, tradeOnClose: true },
  'trade on close, netted orders': { tradeOnClose: true },
  'netted orders': {},
  hedging: { hedging: true },
  'half margin': { exclusiveOrders: true, margin: 0.5 },
  'spread and a fixed commission': { exclusiveOrders: true, spread: 0.001, commission: [1, 0.001] },
  'slippage, whole lots and ticks': {
    exclusiveOrders: true,
    spread: 0.001,
    slippage: 0.05,
    slippageRange: 0.1,
    lotSize: 10,
    tickSize: 0.01,
  },
  'slippage with trade on close': { exclusiveOrders: true, tradeOnClose: true, slippageRange: 0.2 },
  'a manual buy and a force-exit': {
    exclusiveOrders: true,
    manualOrders: [
      { bar: 500, side: 'buy', units: 3 },
      { bar: 1200, side: 'close' },
    ],
  },
};

describe('a paper session replayed one bar a step', () => {
  it.each(Object.entries(OPTIONS))('%s: every trade and fill of the backtest', (_, extra) => {
    const options = { commission: 0.002, ...extra, finalizeTrades: false };
    const result = new Backtest(GOOG, SMA_CROSS, options).run(PARAMS);
    const expected = tradesOutput(GOOG, result);
    const got = replay(options);
    expect(expected.length).toBeGreaterThan(80);
    expect(got.trades).toEqual(expected);
    expect(got.open).toHaveLength(result.openTrades.length);
    // An entry and an exit per closed trade, and the entry of each trade still open.
    expect(got.fills).toHaveLength(expected.length * 2 + result.openTrades.length);
    expect(got.fills.filter((f) => f.pnl !== null).map((f) => f.pnl)).toEqual(expected.map((t) => t.pnl));
  });
});
