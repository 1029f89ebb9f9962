import { describe, expect, it } from 'vitest';
import { sma } from '../src/index.ts';

function naiveMean(values: Float64Array, end: number, period: number): number {
  let sum = 0;
  for (let j = end - period + 1; j <= end; j++) sum += values[j];
  return sum / period;
}

/** Deterministic random walk around a large offset, where a naive running sum loses precision. */
function randomWalk(n: number, start: number, seed = 1): Float64Array {
  const out = new Float64Array(n);
  let state = seed;
  let x = start;
  for (let i = 0; i < n; i++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    x += (state / 2147483648 - 0.5) * 0.01 * start;
    out[i] = x;
  }
  return out;
}

describe('sma', () => {
  it('equals the plain mean of each window to 1e-13 relative over a long series (a naive running sum drifts past that)', () => {
    const values = randomWalk(200_000, 1e6);
    for (const period of [2, 10, 20, 250]) {
      const result = sma(values, period);
      for (let i = 0; i < period - 1; i++) expect(result[i]).toBeNaN();
      let worst = 0;
      for (let i = period - 1; i < values.length; i++) {
        const expected = naiveMean(values, i, period);
        worst = Math.max(worst, Math.abs(result[i] - expected) / Math.abs(expected));
      }
      expect(worst).toBeLessThan(1e-13);
    }
  });

  it('computes small windows exactly', () => {
    expect(Array.from(sma(Float64Array.of(1, 2, 3, 4, 5), 3))).toEqual([NaN, NaN, 2, 3, 4]);
  });

  it('returns the input for period 1', () => {
    const values = Float64Array.of(3.5, -1, 7);
    expect(Array.from(sma(values, 1))).toEqual([3.5, -1, 7]);
  });

  it('is all NaN when the period exceeds the length', () => {
    expect(Array.from(sma(Float64Array.of(1, 2, 3), 4))).toEqual([NaN, NaN, NaN]);
    expect(sma(new Float64Array(0), 3)).toHaveLength(0);
  });

  it('gives NaN for every window that contains a NaN, and recovers after it', () => {
    const result = sma(Float64Array.of(1, 2, NaN, 4, 5, 6), 2);
    expect(Array.from(result)).toEqual([NaN, 1.5, NaN, NaN, 4.5, 5.5]);
  });

  it('rejects a period that is not a positive integer', () => {
    const values = Float64Array.of(1, 2, 3);
    for (const period of [0, -1, 2.5, NaN]) expect(() => sma(values, period)).toThrow(RangeError);
  });
});
