import { describe, expect, it } from 'vitest';
import { BUILT_IN_STRATEGIES, createStrategy, runBacktest } from '../src/index.ts';
import { loadMarketData } from './csv-market-data.ts';

const goog = loadMarketData('GOOG.csv');

describe('built-in strategies', () => {
  it.each(BUILT_IN_STRATEGIES.map((s) => s.id))('%s trades GOOG with its defaults', (id) => {
    const result = runBacktest(goog, createStrategy(id), {
      cash: 100_000,
      commission: 0.002,
      exclusiveOrders: true,
    });
    expect(result.trades.count).toBeGreaterThan(3);
    expect(result.stats['Equity Final [$]']).toBeGreaterThan(0);
  });

  it.each(['sma-cross', 'ema-cross', 'macd-cross'])(
    '%s turns round on every cross without exclusive orders too: the same trades as with them',
    (id) => {
      const run = (exclusiveOrders: boolean) =>
        runBacktest(goog, createStrategy(id), { commission: 0.002, exclusiveOrders });
      const [netted, exclusive] = [run(false), run(true)];
      expect(netted.trades.count).toBeGreaterThan(40);
      expect(Array.from(netted.trades.PnL)).toEqual(Array.from(exclusive.trades.PnL));
      expect(Array.from(netted.trades.ExitBar)).toEqual(Array.from(exclusive.trades.ExitBar));
      expect(Array.from(netted.equity)).toEqual(Array.from(exclusive.equity));
    },
  );

  it('Paracima only goes long and always under a stop-loss', () => {
    const { trades } = runBacktest(goog, createStrategy('paracima', { trend: 100 }), { cash: 100_000 });
    expect(trades.count).toBeGreaterThan(0);
    for (let k = 0; k < trades.count; k++) {
      expect(trades.Size[k]).toBeGreaterThan(0);
      expect(trades.SL[k]).toBeLessThan(trades.ExitPrice[k] * 1.5);
    }
  });

  it('Setup 123 enters only through its stop order at the third bar’s high or low', () => {
    const { trades } = runBacktest(goog, createStrategy('setup-123'), { cash: 100_000 });
    for (let k = 0; k < trades.count; k++) {
      const bar = trades.EntryBar[k];
      expect(trades.EntryPrice[k]).toBeGreaterThanOrEqual(goog.low[bar]);
      expect(trades.EntryPrice[k]).toBeLessThanOrEqual(Math.max(goog.high[bar], goog.open[bar]));
      expect(Number.isNaN(trades.SL[k])).toBe(false);
    }
  });

  it('rejects unknown parameters and values out of range', () => {
    expect(() => createStrategy('sma-cross', { n3: 4 })).toThrow(/no parameter "n3"/);
    expect(() => createStrategy('sma-cross', { n1: 2.5 })).toThrow(/integer/);
    expect(() => createStrategy('nope')).toThrow(/unknown strategy/);
  });
});
