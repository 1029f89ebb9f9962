import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Ohlcv,
  runBacktest,
  type SignalStrategy,
  type Strategy,
  type StrategyContext,
} from '../src/index.ts';
import { FixedSignal, randomSignal } from './fixed-signal.ts';
import { marketArbitrary } from './random-market.ts';

/** The same strategy without the fast-path hint, so the general broker runs it. */
function generalOnly(strategy: SignalStrategy): Strategy {
  return {
    init: (ctx) => strategy.init(ctx),
    next: (ctx: StrategyContext, i: number) => strategy.next(ctx, i),
  };
}

const optionsArbitrary = fc.record({
  cash: fc.integer({ min: 500, max: 100_000 }),
  commission: fc.oneof(
    fc.constant(0),
    fc.double({ min: 0, max: 0.01, noNaN: true }),
    fc.tuple(fc.double({ min: 0, max: 5, noNaN: true }), fc.double({ min: 0, max: 0.01, noNaN: true })),
  ),
  spread: fc.double({ min: 0, max: 0.01, noNaN: true }),
  margin: fc.constantFrom(1, 0.5, 0.1),
  tradeOnClose: fc.boolean(),
  finalizeTrades: fc.boolean(),
  exclusiveOrders: fc.constant(true),
  lotSize: fc.constantFrom(undefined, 1, 10, 100),
  tickSize: fc.constantFrom(0, 0.01, 0.05),
  slippage: fc.constantFrom(0, 0.01, 0.3),
  slippageRange: fc.double({ min: 0, max: 0.5, noNaN: true }),
});

describe('signal fast path', () => {
  it('gives exactly the trades and equity of the general broker', () => {
    fc.assert(
      fc.property(marketArbitrary(), optionsArbitrary, fc.integer(), (data: Ohlcv, options, seed) => {
        const signal = randomSignal(data.close.length, seed);
        const fast = runBacktest(data, new FixedSignal(signal), options);
        const general = runBacktest(data, generalOnly(new FixedSignal(signal)), options);
        expect(fast.trades).toEqual(general.trades);
        expect(fast.equity).toEqual(general.equity);
        expect(fast.openTrades).toEqual(general.openTrades);
        expect(fast.stats).toEqual(general.stats);
      }),
      { numRuns: 300 },
    );
  });

  it('runs on series of a few bars, where the signal has no aligned word to count', () => {
    fc.assert(
      fc.property(marketArbitrary(1, 12), fc.integer(), (data: Ohlcv, seed) => {
        const signal = randomSignal(data.close.length, seed);
        const fast = runBacktest(data, new FixedSignal(signal), { cash: 10_000, exclusiveOrders: true });
        const general = runBacktest(data, generalOnly(new FixedSignal(signal)), {
          cash: 10_000,
          exclusiveOrders: true,
        });
        expect(fast.trades).toEqual(general.trades);
        expect(fast.equity).toEqual(general.equity);
      }),
      { numRuns: 200 },
    );
  });
});
