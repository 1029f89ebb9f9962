/**
 * Every indicator against the independent implementations of the `technicalindicators` package, on real
 * daily (GOOG) and hourly (EURUSD) series. That package returns only the values after the warm-up, so
 * its output j is compared with ours at `warmUp + j`, and ours must be NaN before `warmUp`: this checks
 * the warm-up length exactly. Its conventions match ours (SMA-seeded EMA and Wilder averages, true range
 * from bar 1, population σ, %K = 0 on an empty range); the one difference is stated where it applies.
 */
import * as ti from 'technicalindicators';
import { describe, expect, it } from 'vitest';
import * as indicators from '../src/indicators/index.ts';
import { loadMarketData } from './csv-market-data.ts';

const RELATIVE_TOLERANCE = 1e-12;

function expectMatches(
  ours: Float64Array,
  theirs: (number | undefined)[],
  warmUp: number,
  absolute = 0,
): void {
  expect(ours.length - warmUp).toBe(theirs.length);
  for (let i = 0; i < warmUp; i++) expect(ours[i], `index ${i} is in the warm-up`).toBeNaN();
  let worst = 0;
  let worstIndex = -1;
  theirs.forEach((expected, j) => {
    const actual = ours[warmUp + j];
    if (expected === undefined) {
      expect(actual, `index ${warmUp + j}`).toBeNaN();
      return;
    }
    const excess =
      Math.abs(actual - expected) - absolute - RELATIVE_TOLERANCE * Math.max(1, Math.abs(expected));
    if (!(excess <= worst)) {
      worst = Number.isNaN(excess) ? Infinity : excess;
      worstIndex = warmUp + j;
    }
  });
  expect(worst, `worst excess over the tolerance at index ${worstIndex}`).toBe(0);
}

const pick = <T, K extends keyof T>(rows: T[], key: K): T[K][] => rows.map((row) => row[key]);

describe.each(['GOOG.csv', 'EURUSD.csv'])('indicators match technicalindicators on %s', (file) => {
  const data = loadMarketData(file);
  const { high, low, close, volume } = data;
  const values = Array.from(close);
  const bars = { high: Array.from(high), low: Array.from(low), close: values, volume: Array.from(volume) };

  it.each([5, 20, 50])('sma(%i)', (period) => {
    expectMatches(indicators.sma(close, period), ti.SMA.calculate({ values, period }), period - 1);
  });

  it.each([5, 20, 50])('ema(%i)', (period) => {
    expectMatches(indicators.ema(close, period), ti.EMA.calculate({ values, period }), period - 1);
  });

  it.each([5, 20, 50])('wma(%i)', (period) => {
    expectMatches(indicators.wma(close, period), ti.WMA.calculate({ values, period }), period - 1);
  });

  it.each([2, 14, 30])('rsi(%i)', (period) => {
    // technicalindicators rounds RSI to 2 decimals (toFixed(2)), hence the 0.005 absolute allowance.
    expectMatches(indicators.rsi(close, period), ti.RSI.calculate({ values, period }), period, 0.005);
  });

  it.each([
    [12, 26, 9],
    [5, 35, 5],
  ])('macd(%i, %i, %i)', (fastPeriod, slowPeriod, signalPeriod) => {
    const ours = indicators.macd(close, fastPeriod, slowPeriod, signalPeriod);
    const theirs = ti.MACD.calculate({
      values,
      fastPeriod,
      slowPeriod,
      signalPeriod,
      SimpleMAOscillator: false,
      SimpleMASignal: false,
    });
    const warmUp = slowPeriod - 1;
    expectMatches(ours.macd, pick(theirs, 'MACD'), warmUp);
    expectMatches(ours.signal, pick(theirs, 'signal'), warmUp);
    expectMatches(ours.histogram, pick(theirs, 'histogram'), warmUp);
    expect(Number.isNaN(ours.signal[warmUp + signalPeriod - 2])).toBe(true);
    expect(Number.isNaN(ours.signal[warmUp + signalPeriod - 1])).toBe(false);
  });

  it.each([
    [20, 2],
    [10, 1.5],
  ])('bollinger(%i, %d)', (period, stdDev) => {
    const ours = indicators.bollinger(close, period, stdDev);
    const theirs = ti.BollingerBands.calculate({ values, period, stdDev });
    expectMatches(ours.middle, pick(theirs, 'middle'), period - 1);
    expectMatches(ours.upper, pick(theirs, 'upper'), period - 1);
    expectMatches(ours.lower, pick(theirs, 'lower'), period - 1);
  });

  it.each([1, 14, 30])('atr(%i)', (period) => {
    expectMatches(indicators.atr(high, low, close, period), ti.ATR.calculate({ ...bars, period }), period);
  });

  it.each([
    [14, 3],
    [5, 1],
  ])('stochastic(%i, %i)', (period, signalPeriod) => {
    const ours = indicators.stochastic(high, low, close, period, signalPeriod);
    const theirs = ti.Stochastic.calculate({ ...bars, period, signalPeriod });
    expectMatches(ours.k, pick(theirs, 'k'), period - 1);
    expectMatches(ours.d, pick(theirs, 'd'), period - 1);
  });

  it.each([5, 20, 55])('donchian(%i)', (period) => {
    const ours = indicators.donchian(high, low, period);
    const upper = ti.Highest.calculate({ values: bars.high, period });
    const lower = ti.Lowest.calculate({ values: bars.low, period });
    expectMatches(ours.upper, upper, period - 1);
    expectMatches(ours.lower, lower, period - 1);
    expectMatches(
      ours.middle,
      upper.map((u, j) => (u + lower[j]) / 2),
      period - 1,
    );
  });

  it.each([5, 14, 28])('adx(%i)', (period) => {
    const ours = indicators.adx(high, low, close, period);
    const theirs = ti.ADX.calculate({ ...bars, period });
    // technicalindicators only emits rows once ADX exists (2 × period − 1), although ±DI start at `period`.
    const warmUp = 2 * period - 1;
    expectMatches(ours.adx, pick(theirs, 'adx'), warmUp);
    expectMatches(ours.plusDi.subarray(warmUp), pick(theirs, 'pdi'), 0);
    expectMatches(ours.minusDi.subarray(warmUp), pick(theirs, 'mdi'), 0);
    for (const di of [ours.plusDi, ours.minusDi]) {
      expect(Number.isNaN(di[period - 1])).toBe(true);
      expect(Number.isNaN(di[period])).toBe(false);
    }
  });

  it('obv', () => {
    // technicalindicators starts at bar 1 (implicitly 0 at bar 0); ours is defined from bar 0.
    const ours = indicators.obv(close, volume);
    expect(ours[0]).toBe(0);
    expectMatches(ours.subarray(1), ti.OBV.calculate(bars), 0);
  });

  it('vwap (cumulative)', () => {
    expectMatches(indicators.vwap(high, low, close, volume), ti.VWAP.calculate(bars), 0);
  });
});
