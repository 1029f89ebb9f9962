import { describe, expect, it } from 'vitest';
import { logRatio } from '../src/stats/log-returns.ts';

describe('logRatio', () => {
  it('equals Math.log of the ratio within 2 ulp, near 1 and far from it', () => {
    let worst = 0;
    for (let k = -4000; k <= 4000; k++) {
      const b = 100 + (k % 7) * 3.1;
      const a = b * (1 + k * 5e-6 + (k % 3) * 1e-9);
      const want = Math.log(a / b);
      if (want !== 0) worst = Math.max(worst, Math.abs(logRatio(a, b) - want) / Math.abs(want));
    }
    expect(worst).toBeLessThanOrEqual(2 * Number.EPSILON);
    expect(logRatio(3, 2)).toBe(Math.log(1.5));
    expect(logRatio(7, 7)).toBe(0);
  });
});
