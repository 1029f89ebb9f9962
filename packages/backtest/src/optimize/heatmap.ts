import { allowedOf, scoreOf, type Direction, type Evaluation, type OptimizePlan } from './optimize.ts';

export interface Heatmap {
  x: number[];
  y: number[];
  /** `z[row][column]` for `y[row]`, `x[column]`: the best value over the other parameters (NaN if none). */
  z: number[][];
  /** `excluded[row][column]`: the constraint allows no set there (only when the plan is given). */
  excluded: boolean[][];
}

/**
 * Two-parameter view of an optimisation, the best over every other parameter in each cell. With the plan,
 * its whole grid gives the axes and the cells its constraint excludes are marked.
 */
export function heatmap(
  evaluations: Evaluation[],
  xParam: string,
  yParam: string,
  direction: Direction = 'max',
  plan?: Pick<OptimizePlan, 'space' | 'constraint'>,
): Heatmap {
  const allowed = plan && allowedOf(plan);
  const everywhere = plan ? allowedOf({ space: plan.space }) : evaluations.map((e) => e.params);
  const axis = (name: string) => [...new Set(everywhere.map((p) => p[name]!))].sort((a, b) => a - b);
  const x = axis(xParam);
  const y = axis(yParam);
  const z = y.map(() => x.map(() => NaN));
  const excluded = y.map(() => x.map(() => allowed !== undefined));
  for (const p of allowed ?? []) excluded[y.indexOf(p[yParam]!)]![x.indexOf(p[xParam]!)] = false;
  for (const e of evaluations) {
    const row = y.indexOf(e.params[yParam]!);
    const column = x.indexOf(e.params[xParam]!);
    const current = z[row]![column]!;
    if (e.value === e.value && !(scoreOf(current, direction) >= scoreOf(e.value, direction)))
      z[row]![column] = e.value;
  }
  return { x, y, z, excluded };
}
