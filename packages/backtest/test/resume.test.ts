import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Ohlcv, runBacktest } from '../src/index.ts';
import { FixedSignal, randomSignal } from './fixed-signal.ts';
import { marketArbitrary } from './random-market.ts';

const part = (data: Ohlcv, from: number, to: number): Ohlcv => ({
  time: data.time.slice(from, to),
  open: data.open.slice(from, to),
  high: data.high.slice(from, to),
  low: data.low.slice(from, to),
  close: data.close.slice(from, to),
  volume: data.volume.slice(from, to),
});

const optionsArbitrary = fc.record({
  cash: fc.integer({ min: 500, max: 100_000 }),
  commission: fc.double({ min: 0, max: 0.01, noNaN: true }),
  spread: fc.double({ min: 0, max: 0.01, noNaN: true }),
  tradeOnClose: fc.boolean(),
  exclusiveOrders: fc.constant(true),
});

describe('a resumed run', () => {
  it('goes on from the account an earlier run left exactly as one run over all the bars', () => {
    fc.assert(
      fc.property(
        marketArbitrary(8, 300),
        optionsArbitrary,
        fc.integer(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (data: Ohlcv, options, seed, cutAt, windowAt) => {
          const n = data.close.length;
          const signal = randomSignal(n, seed);
          // The first run ends at bar `cut − 1`; the second reads from bar `from` on, after the warm-up.
          const cut = 6 + Math.floor(cutAt * (n - 7));
          const from = Math.floor(windowAt * (cut - 5));
          const whole = runBacktest(data, new FixedSignal(signal), options);
          const first = runBacktest(part(data, 0, cut), new FixedSignal(signal.slice(0, cut)), options);
          const account = { ...first.account!, entryBar: first.account!.entryBar - from };
          const resumed = runBacktest(part(data, from, n), new FixedSignal(signal.slice(from)), options, {
            bar: cut - 1 - from,
            account,
          });
          expect(resumed.equity.subarray(cut - 1 - from)).toEqual(whole.equity.subarray(cut - 1));
          const shifted = Array.from({ length: resumed.trades.count }, (_, k) => [
            resumed.trades.EntryBar[k]! + from,
            resumed.trades.ExitBar[k]! + from,
            resumed.trades.Size[k],
            resumed.trades.EntryPrice[k],
            resumed.trades.ExitPrice[k],
            resumed.trades.PnL[k],
          ]);
          const expected = Array.from({ length: whole.trades.count }, (_, k) => [
            whole.trades.EntryBar[k],
            whole.trades.ExitBar[k],
            whole.trades.Size[k],
            whole.trades.EntryPrice[k],
            whole.trades.ExitPrice[k],
            whole.trades.PnL[k],
          ]).slice(first.trades.count);
          expect(shifted).toEqual(expected);
          expect(resumed.account).toEqual({ ...whole.account, entryBar: whole.account!.entryBar - from });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is refused for the general broker and before the warm-up ends', () => {
    const flat = (value: number) => new Float64Array(10).fill(value);
    const data = {
      time: Float64Array.from({ length: 10 }, (_, i) => i * 86_400_000),
      open: flat(10),
      high: flat(11),
      low: flat(9),
      close: flat(10),
      volume: flat(1),
    };
    const account = { cash: 1000, size: 0, entry: 0, entryBar: 0 };
    const signal = new Int8Array(10);
    expect(() =>
      runBacktest(data, new FixedSignal(signal), { exclusiveOrders: true }, { bar: 2, account }),
    ).toThrow(RangeError);
    expect(() => runBacktest(data, new FixedSignal(signal), {}, { bar: 5, account })).toThrow(
      'only a signal strategy with exclusive orders resumes a run',
    );
  });
});
