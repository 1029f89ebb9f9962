import { describe, expect, it } from 'vitest';
import { createStrategy, heatmap, optimize } from '../src/index.ts';
import { modelSearch } from '../src/optimize/model-search.ts';
import { gridOf } from '../src/optimize/param-space.ts';
import { loadMarketData } from './csv-market-data.ts';
import {
  evaluationsToBest,
  README_BEST,
  README_GRID,
  README_GRID_SIZE,
  README_OPTIONS,
} from './readme-grid.ts';

const goog = loadMarketData('GOOG.csv');
const smaCross = (p: Record<string, number>) => createStrategy('sma-cross', p);
const model = (seed: number, maxTries: number) =>
  optimize(goog, smaCross, { ...README_GRID, method: 'model', maxTries, seed }, README_OPTIONS);

describe('model-based search', () => {
  it('the grid search finds the README best: n1 10, n2 15 → 77,829.05 of 50 allowed sets', () => {
    const { best, evaluations } = optimize(goog, smaCross, README_GRID, README_OPTIONS);
    expect(evaluations).toHaveLength(README_GRID_SIZE);
    expect(README_GRID_SIZE).toBe(50);
    expect(best?.params).toEqual(README_BEST.params);
    expect(best?.value).toBeCloseTo(README_BEST.equity, 2);
  });

  it('proposes the same sets for the same seed, other sets for another, each once and within the constraint', () => {
    const first = model(7, 20).evaluations;
    expect(model(7, 20).evaluations).toEqual(first);
    expect(model(8, 20).evaluations.map((e) => e.params)).not.toEqual(first.map((e) => e.params));
    expect(first).toHaveLength(20);
    expect(new Set(first.map((e) => `${e.params.n1}/${e.params.n2}`)).size).toBe(20);
    expect(first.every((e) => e.params.n1! < e.params.n2!)).toBe(true);
  });

  it('finds the README best within 20 % of the grid’s evaluations for 15 of seeds 1–20 (bench/README.md)', () => {
    const found = Array.from({ length: 20 }, (_, k) => evaluationsToBest(goog, k + 1));
    // The evaluations each seed takes, as bench/README.md records them: a change of the search shows here.
    expect(found).toEqual([18, 2, 10, 7, 10, 9, 18, 6, 18, 10, 8, 10, 6, 10, 6, 18, 4, 9, 10, 11]);
    expect(found.filter((n) => n <= 0.2 * README_GRID_SIZE)).toHaveLength(15);
  });

  it('steers towards high values: with scores that grow towards one corner it reaches it early', () => {
    const combos = gridOf({ a: { min: 0, max: 19 }, b: { min: 0, max: 19 } });
    const search = modelSearch(combos, 40, 3);
    const tried = [];
    for (let batch = search.propose(); batch.length; batch = search.propose()) {
      tried.push(...batch);
      search.tell(batch.map((p) => p.a! + p.b!));
    }
    const steps = tried.findIndex((p) => p.a === 19 && p.b === 19) + 1;
    expect(steps).toBeGreaterThan(0);
    expect(steps).toBeLessThan(combos.length / 10);
  });

  it('proposes a large budget’s sets in batches of 8 after its random draws, still steering towards high values', () => {
    const combos = gridOf({ a: { min: 0, max: 19 }, b: { min: 0, max: 19 } });
    const search = modelSearch(combos, 400, 3);
    const sizes: number[] = [];
    const tried = [];
    for (let batch = search.propose(); batch.length && tried.length < 60; batch = search.propose()) {
      sizes.push(batch.length);
      tried.push(...batch);
      search.tell(batch.map((p) => p.a! + p.b!));
    }
    expect(sizes.slice(0, 3)).toEqual([20, 8, 8]);
    expect(new Set(tried.map((p) => `${p.a}/${p.b}`)).size).toBe(tried.length);
    const steps = tried.findIndex((p) => p.a === 19 && p.b === 19) + 1;
    expect(steps).toBeGreaterThan(0);
    expect(steps).toBeLessThan(combos.length / 10);
  });

  it('minimises when asked, and a heatmap marks the cells the constraint excludes', () => {
    const plan = { ...README_GRID, direction: 'min' as const };
    const { best, evaluations } = optimize(goog, smaCross, plan, README_OPTIONS);
    expect(best?.value).toBe(Math.min(...evaluations.map((e) => e.value)));
    const map = heatmap(evaluations, 'n1', 'n2', 'min', README_GRID);
    expect(map.x).toEqual([5, 10, 15, 20, 25]);
    expect(map.y[0]).toBe(10);
    expect(map.excluded[0]).toEqual([false, true, true, true, true]);
    expect(map.z[0]![1]).toBeNaN();
    expect(map.excluded.flat().filter(Boolean)).toHaveLength(60 - 50);
  });
});
