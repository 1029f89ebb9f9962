// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { monthlyReturns } from './monthly-returns.ts';

const at = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

describe('monthly returns', () => {
  it('measures each month from the last equity of the month before, the first from the cash', () => {
    const curve = {
      time: [at('2024-11-04'), at('2024-11-29'), at('2024-12-02'), at('2024-12-31'), at('2025-02-03')],
      equity: [10_000, 11_000, 10_500, 9_900, 10_890],
    };
    const result = monthlyReturns(curve, 10_000);
    expect(result.years).toEqual([2024, 2025]);
    expect(result.cells.map(([m, y]) => [m, y])).toEqual([
      [10, 0],
      [11, 0],
      [1, 1],
    ]);
    const returns = result.cells.map(([, , r]) => r);
    [0.1, 9_900 / 11_000 - 1, 0.1].forEach((expected, k) => expect(returns[k]).toBeCloseTo(expected, 12));
    expect(result.yearly[0]).toBeCloseTo(-0.01, 12);
    expect(result.yearly[1]).toBeCloseTo(0.1, 12);
  });

  it('has nothing to show for an empty curve', () => {
    expect(monthlyReturns({ time: [], equity: [] }, 10_000)).toEqual({ years: [], cells: [], yearly: [] });
  });
});
