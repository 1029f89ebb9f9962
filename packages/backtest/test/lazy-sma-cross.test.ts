import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Ohlcv } from '../src/data/ohlcv.ts';
import { runBacktest } from '../src/engine/run-backtest.ts';
import { SignalStrategy, type InitContext } from '../src/engine/strategy.ts';
import { smaCrossSignal, smaPair } from '../src/indicators/sma.ts';
import { writeJsonResult } from '../src/node/write-json-result.ts';
import { crossSignal } from '../src/strategies/crossover.ts';
import { SmaCross } from '../src/strategies/sma-cross.ts';
import { continuousRandomMarket, randomMarket } from './random-market.ts';

const bits = (values: ArrayLike<number>): string =>
  Array.from(values, (v) => (Object.is(v, -0) ? '-0' : String(v))).join(',');

/** SmaCross as it was declared before: both means computed up front and handed over as arrays. */
class EagerSmaCross extends SignalStrategy {
  readonly n1: number;
  readonly n2: number;

  constructor(n1: number, n2: number) {
    super();
    this.n1 = n1;
    this.n2 = n2;
  }

  protected signal(ctx: InitContext): Int8Array {
    const [fast, slow] = smaPair(ctx.data.close, this.n1, this.n2);
    ctx.indicator('sma1', fast);
    ctx.indicator('sma2', slow);
    return crossSignal(fast, slow);
  }
}

const json = (data: Ohlcv, result: ReturnType<typeof runBacktest>): string => {
  let text = '';
  writeJsonResult(result, data.time, (chunk) => (text += chunk));
  return text;
};

describe('smaCrossSignal', () => {
  it('gives the signal of crossSignal over smaPair, bit for bit, or nothing for a non-positive value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 2 ** 31 }),
        fc.constantFrom(1, 100, 10_000),
        fc.option(fc.record({ at: fc.nat(), value: fc.constantFrom(0, -1, NaN) })),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 60 }),
        (n, seed, ticks, bad, n1, n2) => {
          const close = continuousRandomMarket(n, seed).close.map((c) => Math.round(c * ticks) / ticks || 1);
          if (bad !== null && n > 0) close[bad.at % n] = bad.value;
          const signal = smaCrossSignal(close, n1, n2);
          if (bad !== null && n > 0) expect(signal).toBeUndefined();
          else expect(bits(signal ?? [])).toBe(bits(crossSignal(...smaPair(close, n1, n2))));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('marks the same crosses over a long series, across many blocks', () => {
    const close = continuousRandomMarket(100_000, 9).close;
    expect(bits(smaCrossSignal(close, 10, 20) ?? [])).toBe(bits(crossSignal(...smaPair(close, 10, 20))));
  });

  it('gives nothing when a sum overflows, where the means would be NaN', () => {
    const close = new Float64Array(50).fill(1e308);
    expect(smaCrossSignal(close, 3, 5)).toBeUndefined();
  });
});

/** `data` with a zero close and low at bar `i`: the means then take the general path. */
const withZeroAt = (data: Ohlcv, i: number): Ohlcv => {
  const close = data.close.slice();
  const low = data.low.slice();
  close[i] = 0;
  low[i] = 0;
  return { ...data, close, low };
};

describe('SmaCross computes its means when they are read', () => {
  const cases: [string, Ohlcv, number, number][] = [
    ['dense', continuousRandomMarket(30_000, 3), 10, 20],
    ['sparse', randomMarket(30_000, 5), 20, 7],
    ['shorter than a period', continuousRandomMarket(12, 4), 5, 30],
    ['with a zero price', withZeroAt(continuousRandomMarket(500, 6), 100), 10, 20],
  ];

  it.each(cases)(
    '%s: the same result as the eager means, bit for bit, through JSON too',
    (_, data, n1, n2) => {
      const options = { exclusiveOrders: true, commission: 0.001 };
      const lazy = runBacktest(data, new SmaCross({ n1, n2 }), options);
      const eager = runBacktest(data, new EagerSmaCross(n1, n2), options);
      expect(lazy.warmup).toBe(eager.warmup);
      expect(Object.keys(lazy.indicators)).toEqual(['sma1', 'sma2']);
      expect(json(data, lazy)).toBe(json(data, eager));
      expect(bits(lazy.indicators.sma1)).toBe(bits(eager.indicators.sma1));
      expect(bits(lazy.indicators.sma2)).toBe(bits(eager.indicators.sma2));
      expect(lazy.indicators.sma1).toBe(lazy.indicators.sma1);
      expect(JSON.stringify(lazy.indicators)).toBe(JSON.stringify(eager.indicators));
      expect(JSON.stringify(structuredClone(lazy.indicators))).toBe(JSON.stringify(eager.indicators));
      expect(JSON.stringify({ ...lazy.indicators })).toBe(JSON.stringify(eager.indicators));
    },
  );

  it('lets a lazily computed indicator be replaced or deleted like the others', () => {
    const result = runBacktest(continuousRandomMarket(100, 8), new SmaCross(), { exclusiveOrders: true });
    const replaced = new Float64Array(100);
    result.indicators.sma1 = replaced;
    expect(result.indicators.sma1).toBe(replaced);
    delete result.indicators.sma2;
    expect(Object.keys(result.indicators)).toEqual(['sma1']);
  });
});
