import type { Evaluation } from './optimize.ts';

export interface Heatmap {
  x: number[];
  y: number[];
  /** `z[row][column]` for `y[row]`, `x[column]`: the best value over the other parameters (NaN if none). */
  z: number[][];
}

/** Two-parameter view of an optimisation, maximising over every other parameter. */
export function heatmap(evaluations: Evaluation[], xParam: string, yParam: string): Heatmap {
  const x = [...new Set(evaluations.map((e) => e.params[xParam]))].sort((a, b) => a - b);
  const y = [...new Set(evaluations.map((e) => e.params[yParam]))].sort((a, b) => a - b);
  const z = y.map(() => x.map(() => NaN));
  for (const e of evaluations) {
    const row = y.indexOf(e.params[yParam]);
    const column = x.indexOf(e.params[xParam]);
    const current = z[row][column];
    if (e.value === e.value && !(current >= e.value)) z[row][column] = e.value;
  }
  return { x, y, z };
}
