import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crossSignal } from '../src/strategies/crossover.ts';
import { smaPair, smaPairCrosses } from '../src/indicators/sma.ts';
import { assertValidOhlcv } from '../src/engine/validate-data.ts';
import { beta, logRatio } from '../src/stats/log-returns.ts';
import { continuousRandomMarket } from './random-market.ts';

const bits = (values: ArrayLike<number>): string =>
  Array.from(values, (v) => (Object.is(v, -0) ? '-0' : String(v))).join(',');

/** Prices with runs of equal values (small tick) and, when asked, a zero or negative one somewhere. */
const prices = fc
  .record({
    n: fc.integer({ min: 0, max: 400 }),
    seed: fc.integer({ min: 1, max: 2 ** 31 }),
    ticks: fc.constantFrom(1, 100, 10_000),
    bad: fc.option(fc.record({ at: fc.nat(), value: fc.constantFrom(0, -1, NaN) })),
  })
  .map(({ n, seed, ticks, bad }) => {
    const close = continuousRandomMarket(n, seed).close.map((c) => Math.round(c * ticks) / ticks || 1);
    if (bad !== null && n > 0) close[bad.at % n] = bad.value;
    return close;
  });

describe('smaPairCrosses', () => {
  it('gives the means of smaPair and the signal of crossSignal, bit for bit', () => {
    fc.assert(
      fc.property(
        prices,
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 60 }),
        (close, n1, n2) => {
          const { fast, slow, signal } = smaPairCrosses(close, n1, n2);
          const [wantFast, wantSlow] = smaPair(close, n1, n2);
          expect(bits(fast)).toBe(bits(wantFast));
          expect(bits(slow)).toBe(bits(wantSlow));
          expect(bits(signal)).toBe(bits(crossSignal(wantFast, wantSlow)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('marks the same crosses over a long series, across many blocks', () => {
    const close = continuousRandomMarket(100_000, 9).close;
    const { signal } = smaPairCrosses(close, 10, 20);
    const [fast, slow] = smaPair(close, 10, 20);
    expect(bits(signal)).toBe(bits(crossSignal(fast, slow)));
  });
});

/** Beta's numerator as defined: one `logRatio` a bar, summed in order. */
function crossSum(equity: Float64Array, close: Float64Array): number {
  const m = close.length - 1;
  const market = new Float64Array(m);
  let sum = 0;
  for (let t = 0; t < m; t++) sum += market[t] = logRatio(close[t + 1], close[t]);
  const mean = sum / m;
  let squares = 0;
  let cross = 0;
  for (let t = 0; t < m; t++) {
    const d = market[t] - mean;
    squares += d * d;
    cross += logRatio(equity[t + 1], equity[t]) * d;
  }
  return cross / (m - 1) / (squares / (m - 1));
}

describe('beta', () => {
  it('equals the sum of one logRatio a bar, also when a move leaves the series range or the equity hits 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 300 }),
        fc.integer({ min: 1, max: 2 ** 31 }),
        fc.constantFrom(0.001, 0.01, 0.05),
        fc.boolean(),
        (n, seed, move, bust) => {
          const data = continuousRandomMarket(n, seed);
          const close = data.close.map((c, i) => (i % 7 === 3 ? c * (1 + move) : c));
          const equity = continuousRandomMarket(n, seed + 1).close.map((c, i) => c * (1 + (i % 5) * move));
          if (bust) equity.fill(0, n >> 1);
          expect(bits([beta(equity, close)])).toBe(bits([crossSum(equity, close)]));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('sums the same over many blocks when only some of them hold a move out of the series range', () => {
    const close = continuousRandomMarket(40_000, 5).close;
    const equity = continuousRandomMarket(40_000, 6).close;
    equity[20_000] *= 1.05;
    equity[31_000] *= 0.9;
    expect(bits([beta(equity, close)])).toBe(bits([crossSum(equity, close)]));
  });
});

describe('assertValidOhlcv', () => {
  it('names the first column, in column order, and row holding a NaN, past the first block', () => {
    const data = continuousRandomMarket(20_000, 3);
    data.close[2] = NaN;
    data.high[15_000] = NaN;
    data.high[12_000] = NaN;
    expect(() => assertValidOhlcv(data)).toThrow('high is NaN at row 12000');
  });

  it('accepts infinite prices of both signs when none is NaN', () => {
    const data = continuousRandomMarket(100, 4);
    data.open[10] = Infinity;
    data.low[10] = -Infinity;
    expect(() => assertValidOhlcv(data)).not.toThrow();
  });
});
