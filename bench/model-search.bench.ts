// Model-based search on backtesting.py's README grid (GOOG, SmaCross n1 5…25 × n2 10…65 by 5, n1 < n2,
// maximising the final equity): over seeds 1–20, how many evaluations each takes to reach the grid's best
// (n1 10, n2 15 → 77,829.05), against the same for a random search; the share of seeds 1–1,000 that find it
// within 20 % (the search replayed on the grid's values, computed once); then what the model itself costs
// on the largest grid and budget the server allows.
import { cpus, loadavg } from 'node:os';
import { createStrategy } from '../packages/backtest/src/index.ts';
import { allowedOf, candidates, optimize } from '../packages/backtest/src/optimize/optimize.ts';
import { modelSearch } from '../packages/backtest/src/optimize/model-search.ts';
import { gridOf } from '../packages/backtest/src/optimize/param-space.ts';
import { loadMarketData } from '../packages/backtest/test/csv-market-data.ts';
import {
  evaluationsToBest,
  README_BEST,
  README_GRID,
  README_GRID_SIZE,
  README_OPTIONS,
} from '../packages/backtest/test/readme-grid.ts';

const SEEDS = Array.from({ length: 20 }, (_, k) => k + 1);
const BUDGET = 0.2 * README_GRID_SIZE;
const sorted = (xs: number[]) => xs.slice().sort((a, b) => a - b);
const median = (xs: number[]) => {
  const s = sorted(xs);
  return (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2;
};
const share = (n: number) => Math.round((1000 * n) / README_GRID_SIZE) / 10;
const load = loadavg()[0]!;

const goog = loadMarketData('GOOG.csv');
const model = SEEDS.map((seed) => evaluationsToBest(goog, seed));
// A random search's order is its seeded draw of the whole grid; the best's place in it is its cost.
const isBest = (p: Record<string, number>) =>
  p.n1 === README_BEST.params.n1 && p.n2 === README_BEST.params.n2;
const random = SEEDS.map(
  (seed) =>
    candidates({ ...README_GRID, method: 'random', maxTries: README_GRID_SIZE, seed }).findIndex(isBest) + 1,
);

// Many seeds: the search only sees the values, so it replays on the grid's, each backtested once.
const key = (p: Record<string, number>) => `${p.n1}/${p.n2}`;
const grid = optimize(goog, (p) => createStrategy('sma-cross', p), README_GRID, README_OPTIONS).evaluations;
const valueOf = new Map(grid.map((e) => [key(e.params), e.value]));
const replayToBest = (seed: number) => {
  const search = modelSearch(allowedOf(README_GRID), README_GRID_SIZE, seed);
  let tried = 0;
  for (let batch = search.propose(); batch.length; batch = search.propose()) {
    for (const p of batch) {
      tried++;
      if (isBest(p)) return tried;
    }
    search.tell(batch.map((p) => valueOf.get(key(p))!));
  }
  return tried;
};
const many = Array.from({ length: 1000 }, (_, k) => replayToBest(k + 1));

// The model's own time: 1,000 proposals on a 5,000-set grid (the limits), scores from a smooth surface.
const big = gridOf({ a: { min: 1, max: 100 }, b: { min: 1, max: 50 } });
const start = performance.now();
const search = modelSearch(big, 1000, 1);
for (let batch = search.propose(); batch.length; batch = search.propose())
  search.tell(batch.map((p) => -((p.a! - 70) ** 2) - (p.b! - 20) ** 2));
const modelMs = performance.now() - start;

console.error(`machine: ${cpus().length} × ${cpus()[0]?.model}, load average ${load.toFixed(1)}`);
console.error(`model-based search, evaluations to the best per seed 1–20: ${model.join(' ')}`);
console.error(`random search, the same: ${random.join(' ')}`);
console.log(
  JSON.stringify({
    readme_grid_evaluations: README_GRID_SIZE,
    model_to_best_median: median(model),
    model_to_best_median_share_pct: share(median(model)),
    model_to_best_max: Math.max(...model),
    model_to_best_max_share_pct: share(Math.max(...model)),
    model_found_within_20pct_of_seeds_pct: (100 * model.filter((n) => n <= BUDGET).length) / SEEDS.length,
    model_found_within_20pct_of_1000_seeds_pct: many.filter((n) => n <= BUDGET).length / 10,
    model_to_best_median_of_1000_seeds: median(many),
    random_to_best_median: median(random),
    random_to_best_max: Math.max(...random),
    random_found_within_20pct_of_seeds_pct: (100 * random.filter((n) => n <= BUDGET).length) / SEEDS.length,
    model_1000_of_5000_ms: Math.round(modelMs),
    load_average: Number(load.toFixed(1)),
  }),
);
