import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floorDiv, pythonFloorDiv } from '../src/engine/python-math.ts';

describe('floorDiv', () => {
  it("gives Python's results, e.g. 1 // 0.1 == 9", () => {
    expect(floorDiv(1, 0.1)).toBe(9);
    expect(floorDiv(7, 2)).toBe(3);
    expect(floorDiv(-7, 2)).toBe(-4);
    expect(floorDiv(0, 3)).toBe(0);
  });

  it("equals Python's algorithm on sizing-like and near-integer quotients", () => {
    const positive = fc.double({ min: 1e-9, max: 1e12, noNaN: true });
    const nearInteger = fc
      .tuple(fc.integer({ min: 1, max: 1_000_000 }), positive, fc.integer({ min: -4, max: 4 }))
      .map(([k, b, ulps]) => {
        let a = k * b;
        for (let j = 0; j < Math.abs(ulps); j++)
          a = ulps > 0 ? a + a * Number.EPSILON : a - a * Number.EPSILON;
        return [a, b] as const;
      });
    fc.assert(
      fc.property(fc.oneof(fc.tuple(positive, positive), nearInteger), ([a, b]) => {
        expect(floorDiv(a, b)).toBe(pythonFloorDiv(a, b));
      }),
      { numRuns: 20_000 },
    );
  });
});
