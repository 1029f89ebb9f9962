import { describe, expect, it } from 'vitest';
import {
  adx,
  atr,
  bollinger,
  donchian,
  ema,
  macd,
  obv,
  rollingMax,
  rollingMin,
  rsi,
  stochastic,
  trueRange,
  vwap,
  wma,
} from '../src/index.ts';

const series = (...values: number[]): Float64Array => Float64Array.from(values);
const allNaN = (values: Float64Array): boolean => values.every(Number.isNaN);

/** Deterministic random walk around 1e5, long enough for incremental sums to drift if unchecked. */
function randomWalk(n: number, seed = 7): Float64Array {
  const out = new Float64Array(n);
  let state = seed;
  let x = 1e5;
  for (let i = 0; i < n; i++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    x += state / 2147483648 - 0.5;
    out[i] = x;
  }
  return out;
}

const short = series(1, 2, 3);
const single = (period: number) => ({
  ema: () => ema(short, period),
  wma: () => wma(short, period),
  rsi: () => rsi(short, period),
  macd: () => macd(short, period, period, period).signal,
  bollinger: () => bollinger(short, period).upper,
  atr: () => atr(short, short, short, period),
  stochastic: () => stochastic(short, short, short, period, 1).k,
  donchian: () => donchian(short, short, period).middle,
  adx: () => adx(short, short, short, period).adx,
  rollingMax: () => rollingMax(short, period),
});

describe('indicator periods', () => {
  it.each(Object.entries(single(4)))('%s is all NaN when the period exceeds the length', (_, run) => {
    expect(allNaN(run())).toBe(true);
  });

  it.each(Object.entries(single(0)))('%s rejects period 0', (_, run) => {
    expect(run).toThrow(RangeError);
  });

  it.each(Object.entries(single(1.5)))('%s rejects a fractional period', (_, run) => {
    expect(run).toThrow(RangeError);
  });

  it('handles period 1', () => {
    const values = series(3, 1, 4, 1, 5);
    expect(Array.from(ema(values, 1))).toEqual([3, 1, 4, 1, 5]);
    expect(Array.from(wma(values, 1))).toEqual([3, 1, 4, 1, 5]);
    expect(Array.from(rsi(values, 1))).toEqual([NaN, 0, 100, 0, 100]);
    expect(Array.from(bollinger(values, 1).upper)).toEqual([3, 1, 4, 1, 5]);
    expect(Array.from(rollingMax(values, 1))).toEqual([3, 1, 4, 1, 5]);
    const high = series(2, 3, 5);
    const low = series(1, 1, 2);
    const close = series(1.5, 2, 4);
    expect(Array.from(atr(high, low, close, 1))).toEqual([NaN, 2, 3]);
    expect(Array.from(stochastic(high, low, close, 1, 1).k)).toEqual([50, 50, 200 / 3]);
  });

  it('rejects arrays of different lengths', () => {
    expect(() => atr(short, short, series(1, 2), 2)).toThrow(RangeError);
    expect(() => obv(short, series(1))).toThrow(RangeError);
    expect(() => vwap(short, short, short, short, { time: series(1) })).toThrow(RangeError);
  });
});

describe('indicator values', () => {
  it('computes small known cases', () => {
    expect(Array.from(ema(series(1, 2, 3, 4), 3))).toEqual([NaN, NaN, 2, 3]);
    expect(Array.from(wma(series(1, 2, 3, 4), 3))).toEqual([NaN, NaN, 14 / 6, 20 / 6]);
    const bands = bollinger(series(1, 2, 3, 4), 2, 2);
    expect(Array.from(bands.upper)).toEqual([NaN, 2.5, 3.5, 4.5]);
    expect(Array.from(bands.lower)).toEqual([NaN, 0.5, 1.5, 2.5]);
    expect(Array.from(trueRange(series(2, 3, 5), series(1, 1, 2), series(1.5, 2, 4)))).toEqual([NaN, 2, 3]);
    expect(Array.from(obv(series(1, 2, 2, 1), series(10, 20, 30, 40)))).toEqual([0, 20, 20, -20]);
  });

  it('gives the neutral values on a flat market', () => {
    const flat = new Float64Array(40).fill(10);
    expect(rsi(flat, 14)[20]).toBe(50);
    expect(stochastic(flat, flat, flat, 14, 3).k[20]).toBe(0);
    expect(bollinger(flat, 20).upper[30]).toBe(10);
    const directional = adx(flat, flat, flat, 5);
    expect(directional.adx[20]).toBe(0);
    expect(directional.plusDi[20]).toBe(0);
    expect(directional.minusDi[20]).toBe(0);
  });

  it('keeps wma and bollinger equal to their direct formulas over a long series', () => {
    const values = randomWalk(100_000);
    const period = 30;
    const weighted = wma(values, period);
    const bands = bollinger(values, period, 1);
    let worst = 0;
    for (let i = period - 1; i < values.length; i += 997) {
      let weightedSum = 0;
      let sum = 0;
      for (let k = 0; k < period; k++) {
        weightedSum += (k + 1) * values[i - period + 1 + k];
        sum += values[i - period + 1 + k];
      }
      const mean = sum / period;
      let squares = 0;
      for (let k = i - period + 1; k <= i; k++) squares += (values[k] - mean) ** 2;
      const sigma = Math.sqrt(squares / period);
      worst = Math.max(
        worst,
        Math.abs(weighted[i] / (weightedSum / ((period * (period + 1)) / 2)) - 1),
        Math.abs(bands.upper[i] - bands.middle[i] - sigma) / sigma,
      );
    }
    expect(worst).toBeLessThan(1e-9);
  });

  it('yields NaN for rolling windows holding a NaN, and recovers', () => {
    const values = series(1, 5, NaN, 2, 3, 4);
    expect(Array.from(rollingMax(values, 2))).toEqual([NaN, 5, NaN, NaN, 3, 4]);
    expect(Array.from(rollingMin(values, 2))).toEqual([NaN, 1, NaN, NaN, 2, 3]);
    expect(Array.from(wma(values, 2))).toEqual([NaN, 11 / 3, NaN, NaN, 8 / 3, 11 / 3]);
    expect(Array.from(bollinger(values, 2).middle)).toEqual([NaN, 3, NaN, NaN, 2.5, 3.5]);
  });

  it('skips leading NaNs in exponential averages (as in the MACD signal line)', () => {
    expect(Array.from(ema(series(NaN, NaN, 2, 4, 6), 2))).toEqual([NaN, NaN, NaN, 3, 5]);
  });
});

describe('vwap', () => {
  const hour = 3_600_000;
  const day = 24 * hour;
  const time = series(0, hour, day, day + hour);
  const price = series(10, 20, 30, 40);
  const volume = series(1, 3, 0, 2);

  it('accumulates from the first bar, NaN while there is no volume', () => {
    expect(Array.from(vwap(price, price, price, volume))).toEqual([10, 17.5, 17.5, 25]);
    expect(vwap(price, price, price, series(0, 0, 1, 1))[1]).toBeNaN();
  });

  it('restarts every day when given the bar times', () => {
    expect(Array.from(vwap(price, price, price, volume, { time }))).toEqual([10, 17.5, NaN, 40]);
  });

  it('places the day boundary by the UTC offset', () => {
    // At UTC−3 the bars at 04:00 UTC and 00:00 UTC the next day are both on local day 0.
    const split = vwap(price, price, price, volume, {
      time: series(0, 4 * hour, day, day + 4 * hour),
      utcOffsetMinutes: -180,
    });
    expect(Array.from(split)).toEqual([10, 20, 20, 40]);
  });
});
