import { seededRandom, type ParamSet } from './param-space.ts';

/**
 * A search that proposes the next parameter sets, a batch at a time, and hears their scores (higher is
 * better, NaN worst). A batch's sets do not depend on each other's scores, so they may be evaluated anywhere
 * at once (chunks on other processes) and the search still proposes what it would in one thread.
 */
export interface Search {
  /** How many sets it tries at most. */
  readonly total: number;
  /** The next batch (empty once the search is over); its scores are told before the next one is asked. */
  propose(): ParamSet[];
  /** The scores of the last batch's sets, in their order. */
  tell(scores: number[]): void;
}

/** Share of the observations that make the "good" density. */
const GOOD_SHARE = 0.15;
/** Kernel width, as a share of each parameter's range of grid steps. */
const BANDWIDTH = 0.3;
/** Weight of a flat prior in each density, so that no unexplored region scores zero. */
const PRIOR = 0.1;

/** Random sets drawn before the model proposes: a tenth of the budget, 5 to 20. */
export const initialDraws = (budget: number) =>
  Math.min(budget, Math.max(5, Math.min(20, Math.ceil(budget / 10))));

/**
 * Sets the model proposes together once the random draws are in: one for a budget under 100 (each proposal
 * sees every score before it), up to 8 for a budget of 400 and more, so that a large search's batches can be
 * spread over processes. A property of the budget alone: the same search wherever it is evaluated.
 */
export const modelBatch = (budget: number) => Math.min(8, Math.max(1, Math.floor(budget / 50)));

/**
 * A seeded Tree-structured Parzen Estimator over a finite grid (the combinations a constraint allows).
 * After a few random sets spread over every parameter's range, each step splits the sets tried into the
 * best 15 % and the rest, models each group with Gaussian kernels over every parameter's position on its
 * grid, and tries the untried set where the good density is highest relative to the bad one (every other
 * step, among the best set's neighbours on the grid). The same seed proposes the same sets for the same
 * scores; at most `budget` sets (and never one twice). The random draws come as one batch, then the model's
 * proposals in batches of `modelBatch(budget)`: within a batch each set chosen counts as a bad result (a
 * "constant liar") until the batch's true scores replace it, so that the batch spreads out.
 */
export function modelSearch(combos: ParamSet[], budget: number, seed: number): Search {
  const random = seededRandom(seed);
  const total = Math.min(budget, combos.length);
  const names = Object.keys(combos[0] ?? {});
  const axes = names.map((name) => [...new Set(combos.map((c) => c[name]!))].sort((a, b) => a - b));
  // Each set's position (index) on every parameter's values, and per parameter the kernel between positions.
  const position = combos.map((c) => names.map((name, d) => axes[d]!.indexOf(c[name]!)));
  const kernel = axes.map((values) => {
    const width = BANDWIDTH * Math.max(1, values.length - 1);
    return values.map((_, i) => values.map((__, j) => Math.exp(-0.5 * ((i - j) / width) ** 2)));
  });
  const untried = combos.map((_, i) => i);
  // The sets tried, best first (equal scores in the order tried), and the best ones' indices.
  const ranked: { index: number; score: number }[] = [];
  let good = new Set<number>();
  // Per set, the kernel sums over every set tried and over the good ones, kept up to date as they change
  // (the bad ones' sum is their difference): a step costs one pass over the untried sets.
  const allSum = new Float64Array(combos.length);
  const goodSum = new Float64Array(combos.length);
  const initial = initialDraws(total);
  const batch = modelBatch(total);
  let pending: number[] = [];
  // The sets of the batch being chosen, counted among the bad ones until their scores are known.
  let lies = 0;

  const accumulate = (sums: Float64Array, member: number, sign: 1 | -1) => {
    const other = position[member]!;
    for (const candidate of untried) {
      const at = position[candidate]!;
      let product = 1;
      for (let d = 0; d < at.length; d++) product *= kernel[d]![at[d]!]![other[d]!]!;
      sums[candidate]! += sign * product;
    }
  };

  const record = (index: number, score: number) => {
    let at = ranked.length;
    while (at > 0 && !(ranked[at - 1]!.score >= score)) at--;
    ranked.splice(at, 0, { index, score });
    accumulate(allSum, index, 1);
    const next = new Set(
      ranked.slice(0, Math.max(1, Math.ceil(GOOD_SHARE * ranked.length))).map((r) => r.index),
    );
    for (const member of good) if (!next.has(member)) accumulate(goodSum, member, -1);
    for (const member of next) if (!good.has(member)) accumulate(goodSum, member, 1);
    good = next;
  };

  // The random draws' positions: each draw takes a slice of every parameter's values no earlier draw took
  // (a Latin hypercube over the grid), so that the first sets spread over every parameter's range.
  const drawn: number[][] = [];
  const slice = (at: number, d: number) => Math.floor((at * initial) / axes[d]!.length);
  const draw = (): number => {
    const taken = names.map((_, d) => new Set(drawn.map((at) => slice(at[d]!, d))));
    const free = untried
      .map((_, k) => k)
      .filter((k) => position[untried[k]!]!.every((at, d) => !taken[d]!.has(slice(at, d))));
    const k = free.length ? free[Math.floor(random() * free.length)]! : Math.floor(random() * untried.length);
    drawn.push(position[untried[k]!]!);
    return k;
  };

  // Every other proposal is one of the best set's untried neighbours (each parameter within one step on its
  // grid), while it has any: a peak next to the best so far is found before the model's density moves on.
  const neighbours = (): number[] => {
    const all = untried.map((_, k) => k);
    const best = position[ranked[0]!.index]!;
    const near = all.filter((k) => position[untried[k]!]!.every((at, d) => Math.abs(at - best[d]!) <= 1));
    return near.length ? near : all;
  };

  const choose = (): number => {
    if (ranked.length < initial) return draw();
    const bad = ranked.length + lies - good.size;
    const pool = (ranked.length + lies - initial) % 2 === 1 ? neighbours() : untried.map((_, k) => k);
    let best = -Infinity;
    let chosen = 0;
    for (const k of pool) {
      const candidate = untried[k]!;
      const l = (PRIOR + goodSum[candidate]!) / (good.size + PRIOR);
      const g = (PRIOR + Math.max(0, allSum[candidate]! - goodSum[candidate]!)) / (bad + PRIOR);
      // A tiny seeded jitter breaks ties between equally scored sets.
      const score = (l / g) * (1 + 1e-9 * random());
      if (score > best) {
        best = score;
        chosen = k;
      }
    }
    return chosen;
  };

  const lie = (index: number) => {
    accumulate(allSum, index, 1);
    lies++;
  };

  return {
    total,
    propose() {
      if (pending.length) throw new Error('tell the scores of the last batch first');
      const modelled = ranked.length >= initial;
      const size = Math.min(modelled ? batch : initial - ranked.length, total - ranked.length);
      for (let k = 0; k < size; k++) {
        pending.push(untried.splice(choose(), 1)[0]!);
        // The last set of a batch steers no choice of its batch: no lie to tell.
        if (modelled && k < size - 1) lie(pending[k]!);
      }
      return pending.map((index) => combos[index]!);
    },
    tell(scores) {
      for (const index of pending.slice(0, lies)) accumulate(allSum, index, -1);
      lies = 0;
      pending.forEach((index, k) => record(index, scores[k] === scores[k] ? scores[k]! : -Infinity));
      pending = [];
    },
  };
}

/** The grid or a random sample of it, in order, as a search (scores do not steer it): one batch. */
export function listSearch(combos: ParamSet[]): Search {
  let proposed = false;
  return {
    total: combos.length,
    propose() {
      if (proposed) return [];
      proposed = true;
      return combos;
    },
    tell: () => undefined,
  };
}
