import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runBacktest, SmaCross } from '../src/index.ts';
import { drawdownSeries, drawdownSummary } from '../src/stats/drawdown.ts';
import { randomMarket } from './random-market.ts';
import { ceilDuration } from '../src/stats/data-period.ts';

/** backtesting.py's definition, bar by bar over the drawdown series. */
function reference(time: Float64Array, equity: Float64Array, resolution: number) {
  const n = equity.length;
  const dd = drawdownSeries(equity);
  let max = 0;
  let previousZero = -1;
  let depth = 0;
  const depths: number[] = [];
  const durations: number[] = [];
  const nonZero: number[] = [];
  for (let i = 0; i < n; i++) {
    max = Math.max(max, dd[i]);
    if (dd[i] !== 0) nonZero.push(dd[i]);
    depth = Math.max(depth, dd[i]);
    if (dd[i] === 0 || i === n - 1) {
      if (previousZero >= 0 && i > previousZero + 1) {
        depths.push(depth);
        durations.push(time[i] - time[previousZero]);
      }
      previousZero = i;
      depth = dd[i];
    }
  }
  const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
  return {
    peak: Math.max(...equity),
    max,
    averagePeak: depths.length ? mean(depths) : mean(nonZero),
    maxDuration: durations.length ? ceilDuration(Math.max(...durations), resolution) : NaN,
    averageDuration: durations.length ? ceilDuration(mean(durations), resolution) : NaN,
  };
}

/** Equity curves from the initial cash: steps up and down, flat stretches, ties with the peak, busts. */
const equityArbitrary = fc
  .array(fc.oneof(fc.double({ min: 0.9, max: 1.1, noNaN: true }), fc.constant(1), fc.constant(0)), {
    minLength: 0,
    maxLength: 60,
  })
  .map((factors) => {
    const equity = [1000];
    for (const f of factors) equity.push(equity[equity.length - 1] * f);
    return Float64Array.from(equity);
  });

describe('drawdownSummary', () => {
  it('matches the bar-by-bar definition', () => {
    fc.assert(
      fc.property(equityArbitrary, (equity) => {
        const time = Float64Array.from(equity, (_, i) => i * 60_000 + (i % 3) * 1000);
        expect(drawdownSummary(time, equity, 1000)).toEqual(reference(time, equity, 1000));
      }),
      { numRuns: 500 },
    );
  });

  it('counts a return to the exact peak as the end of an episode', () => {
    const equity = Float64Array.of(100, 90, 80, 100, 100, 95, 100, 99);
    const time = Float64Array.from(equity, (_, i) => i * 1000);
    const summary = drawdownSummary(time, equity, 1000);
    expect(summary.max).toBeCloseTo(0.2, 15);
    expect(summary.averagePeak).toBeCloseTo((0.2 + 0.05) / 2, 15);
    expect(summary.maxDuration).toBe(3000);
  });

  it('gives a run its drawdown series on first read, the same array after that', () => {
    const result = runBacktest(randomMarket(500, 3), new SmaCross(), { commission: 0.002 });
    let peak = -Infinity;
    const want = Array.from(result.equity, (e) => 1 - e / (peak = Math.max(peak, e)));
    expect(Array.from(result.drawdown)).toEqual(want);
    expect(result.drawdown).toBe(result.drawdown);
    expect(Math.max(...want)).toBeCloseTo(-result.stats['Max. Drawdown [%]'] / 100, 15);
  });
});
