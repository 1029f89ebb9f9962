import { describe, expect, it } from 'vitest';
import { sma, smaPair } from '../src/indicators/sma.ts';

describe('sma', () => {
  it('starts after n − 1 NaNs and averages each window', () => {
    const out = sma(Float64Array.from([1, 2, 3, 4, 5]), 3);
    expect(Array.from(out)).toEqual([NaN, NaN, 2, 3, 4]);
  });

  it('returns a run of n equal values exactly, as pandas does, not the compensated sum’s mean', () => {
    const values = Float64Array.from([0.1, 0.7, 0.3, 0.3, 0.3, 0.2]);
    const out = sma(values, 3);
    expect(out[4]).toBe(0.3);
    expect(out[5]).toBeCloseTo((0.3 + 0.3 + 0.2) / 3, 15);
  });

  it('gives the same values on the fast path for prices and on the general path', () => {
    const prices = Float64Array.from({ length: 500 }, (_, i) => 100 + Math.sin(i / 7) * 3 + (i % 11) * 0.01);
    const fast = sma(prices, 20);
    const withNaN = Float64Array.from([NaN, ...prices]);
    const general = sma(withNaN, 20).subarray(1);
    expect(Array.from(general.subarray(20))).toEqual(Array.from(fast.subarray(20)));
  });

  it('skips NaN in a window and yields NaN until n values are present', () => {
    const out = sma(Float64Array.from([1, NaN, 2, 3, 4]), 2);
    expect(Array.from(out)).toEqual([NaN, NaN, NaN, 2.5, 3.5]);
  });

  it('computes two periods in one pass with the bits of the general path, runs of equal values included', () => {
    const prices = Float64Array.from({ length: 400 }, (_, i) =>
      i >= 100 && i < 130 ? 101.5 : 100 + Math.sin(i / 5) * 4 + (i % 7) * 0.03,
    );
    const general = (n: number): number[] =>
      Array.from(sma(Float64Array.from([NaN, ...prices]), n).subarray(1));
    for (const [n1, n2] of [
      [10, 20],
      [20, 10],
      [1, 3],
      [7, 7],
      [5, 500],
    ]) {
      const [a, b] = smaPair(prices, n1, n2);
      expect(Array.from(a), `${n1}`).toEqual(general(n1));
      expect(Array.from(b), `${n2}`).toEqual(general(n2));
      expect(Array.from(sma(prices, n1)), `single ${n1}`).toEqual(general(n1));
    }
  });

  it('falls back to the general path for both periods when a value is not positive', () => {
    const values = Float64Array.from([3, 1, -2, 5, 0, 4, 4, 6]);
    const [a, b] = smaPair(values, 2, 3);
    expect(Array.from(a)).toEqual(Array.from(sma(values, 2)));
    expect(Array.from(b)).toEqual(Array.from(sma(values, 3)));
    expect(Array.from(a)).toEqual([NaN, 2, -0.5, 1.5, 2.5, 2, 4, 5]);
  });
});
