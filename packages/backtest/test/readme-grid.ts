import { createStrategy, optimize, type Ohlcv, type OptimizePlan } from '../src/index.ts';
import { allowedOf } from '../src/optimize/optimize.ts';

/**
 * backtesting.py's README optimisation on GOOG: SmaCross with n1 5…25 and n2 10…65 (steps of 5), n1 < n2,
 * maximising the final equity, with 0.2 % commission; its best is n1 10, n2 15 → 77,829.05.
 */
export const README_GRID = {
  space: { n1: { min: 5, max: 25, step: 5 }, n2: { min: 10, max: 65, step: 5 } },
  constraint: (p: Record<string, number>) => p.n1! < p.n2!,
  maximize: 'Equity Final [$]',
} satisfies OptimizePlan;
export const README_OPTIONS = { cash: 10_000, commission: 0.002 };
export const README_BEST = { params: { n1: 10, n2: 15 }, equity: 77_829.05 };
/** The evaluations of the full grid (the combinations the constraint allows). */
export const README_GRID_SIZE = allowedOf(README_GRID).length;

const smaCross = (p: Record<string, number>) => createStrategy('sma-cross', p);

/**
 * How many evaluations the model-based search, with this seed and the whole grid as its budget, takes
 * before it has tried the grid's best set (its rank in the order tried, 1-based).
 */
export function evaluationsToBest(goog: Ohlcv, seed: number): number {
  const { evaluations } = optimize(
    goog,
    smaCross,
    { ...README_GRID, method: 'model', maxTries: README_GRID_SIZE, seed },
    README_OPTIONS,
  );
  const best = Math.max(...evaluations.map((e) => e.value));
  return evaluations.findIndex((e) => e.value === best) + 1;
}
