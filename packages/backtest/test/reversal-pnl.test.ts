import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runBacktest } from '../src/index.ts';
import { FixedSignal, randomSignal } from './fixed-signal.ts';
import { marketArbitrary } from './random-market.ts';

describe('a reversal strategy without costs', () => {
  it('earns exactly the price moves it held, bar by bar and in total', () => {
    fc.assert(
      fc.property(marketArbitrary(), fc.integer(), fc.boolean(), (data, seed, finalizeTrades) => {
        const cash = 100_000;
        const result = runBacktest(data, new FixedSignal(randomSignal(data.close.length, seed)), {
          cash,
          exclusiveOrders: true,
          finalizeTrades,
        });
        const { trades, openTrades, equity } = result;
        const n = data.close.length;
        const before = new Float64Array(n);
        const after = new Float64Array(n);
        const hold = (size: number, entry: number, exit: number): void => {
          for (let i = entry + 1; i <= exit; i++) before[i] += size;
          for (let i = entry; i < exit; i++) after[i] += size;
        };
        for (let k = 0; k < trades.count; k++) hold(trades.Size[k], trades.EntryBar[k], trades.ExitBar[k]);
        for (const t of openTrades) hold(t.size, t.entryBar, n);
        let moves = 0;
        for (let i = 1; i < n; i++) {
          const fill = data.open[i];
          const move = before[i] * (fill - data.close[i - 1]) + after[i] * (data.close[i] - fill);
          if (finalizeTrades && i === n - 1) continue;
          expect(equity[i] - equity[i - 1]).toBeCloseTo(move, 6);
          moves += move;
        }
        let pnl = 0;
        for (let k = 0; k < trades.count; k++) pnl += trades.PnL[k];
        for (const t of openTrades) pnl += t.size * (data.close[n - 1] - t.entryPrice);
        if (!finalizeTrades) expect(pnl).toBeCloseTo(moves, 6);
        expect(equity[n - 1] - cash).toBeCloseTo(pnl, 6);
      }),
      { numRuns: 200 },
    );
  });
});
