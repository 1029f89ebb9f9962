import { describe, expect, it } from 'vitest';
import {
  type BacktestOptions,
  MANUAL_TAG,
  runBacktest,
  type Strategy,
  type StrategyContext,
} from '../src/index.ts';
import { FixedSignal } from './fixed-signal.ts';
import { openingBars } from './opening-bars.ts';

/** Daily bars opening at the given prices, each with a range of 1 (high = open + 0.6, low = open − 0.4). */
const bars = (opens: number[]) => openingBars(opens, 0.6, 0.4);
/** Runs `actions[i]` at bar `i`. */
function scripted(actions: Record<number, (ctx: StrategyContext) => void>): Strategy {
  return { init() {}, next: (ctx, i) => actions[i]?.(ctx) };
}

// After the three bars of warm-up: bought at bar 5's open (10.37), sold at bar 7's open (11).
const market = bars([10, 10, 10, 10, 10, 10.37, 10.8, 11, 11.2, 11.2]);
const signal = Int8Array.from([0, 0, 0, 0, 1, 0, -1, 0, 0, 0]);
const longThenShort = (options: BacktestOptions) =>
  runBacktest(market, new FixedSignal(signal), { cash: 10_000, exclusiveOrders: true, ...options });

describe('lots', () => {
  it('size a full-equity order in whole lots', () => {
    expect(longThenShort({}).trades.Size[0]).toBe(964);
    expect(longThenShort({ lotSize: 100 }).trades.Size[0]).toBe(900);
  });

  it('round an explicit quantity down to whole lots and drop an order below one', () => {
    const run = runBacktest(
      market,
      scripted({ 3: (ctx) => ctx.buy({ size: 250 }), 4: (ctx) => ctx.buy({ size: 50 }) }),
      { cash: 10_000, lotSize: 100, finalizeTrades: true },
    );
    expect(run.trades.count).toBe(1);
    expect(run.trades.Size[0]).toBe(200);
  });
});

describe('ticks', () => {
  it('put a price the spread moved on the tick, against the trader', () => {
    // 10.37 × 1.001 = 10.38037 is bought at 10.39; the short at 11 × 0.999 = 10.989 sells at 10.98.
    const run = longThenShort({ spread: 0.001, tickSize: 0.01 });
    expect(run.trades.EntryPrice[0]).toBe(10.39);
    expect(run.openTrades[0]!.entryPrice).toBe(10.98);
  });

  it('leave the prices of a run without spread nor slippage as they are', () => {
    expect(longThenShort({ tickSize: 0.01 }).trades).toEqual(longThenShort({}).trades);
  });
});

describe('slippage', () => {
  it('moves entries and exits against the trader by a fixed amount and a fraction of the bar range', () => {
    // 0.05 + 0.5 × the range of 1: bought at 10.37 + 0.55, sold at 11 − 0.55.
    const run = longThenShort({ slippage: 0.05, slippageRange: 0.5 });
    expect(run.trades.EntryPrice[0]).toBeCloseTo(10.92, 12);
    expect(run.trades.ExitPrice[0]).toBeCloseTo(10.45, 12);
    expect(run.openTrades[0]!.entryPrice).toBeCloseTo(10.45, 12);
  });

  it('takes the range of the bar whose close fills with trade on close', () => {
    const run = longThenShort({ slippageRange: 0.1, tradeOnClose: true });
    // The buy fills at bar 4's close (10.37) with bar 4's range.
    expect(run.trades.EntryBar[0]).toBe(4);
    expect(run.trades.EntryPrice[0]).toBeCloseTo(10.47, 12);
  });
});

describe('manual orders', () => {
  it('fill like a strategy order, and a force-exit closes the open trades, both tagged manual', () => {
    const run = runBacktest(market, new FixedSignal(signal), {
      cash: 10_000,
      exclusiveOrders: true,
      manualOrders: [
        { bar: 5, side: 'close' },
        { bar: 7, side: 'buy', units: 10 },
      ],
    });
    // The strategy's long (bar 5) is closed at bar 6's open; the strategy's short opens at bar 7 and the
    // manual buy, exclusive like any entry, closes it at bar 8 and stays open.
    expect(Array.from(run.trades.EntryBar)).toEqual([5, 7]);
    expect(Array.from(run.trades.ExitBar)).toEqual([6, 8]);
    expect(run.trades.Tag).toEqual([MANUAL_TAG, undefined]);
    expect(run.openTrades).toMatchObject([{ size: 10, entryBar: 8, entryPrice: 11.2, tag: MANUAL_TAG }]);
  });
});
