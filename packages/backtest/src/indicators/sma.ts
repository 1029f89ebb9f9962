import { BLOCK } from '../blocks.ts';
import { crossSignal, markCrosses } from '../strategies/crossover.ts';
import { assertPeriod } from './validate.ts';

/**
 * Simple moving average: the mean of the last `n` values, with the exact floating-point steps of
 * pandas `Series.rolling(n).mean()` (Kahan
 * compensation kept separately for additions and removals, runs of equal values returned as is,
 * sign clamping). backtesting.py's SMA is that function, and crossovers at exact mathematical ties
 * are decided by its last bits, so parity of crossover strategies needs these very roundings; a
 * more accurate mean decides such ties differently.
 *
 * Warm-up: indices `0 .. n-2` are NaN; a window containing a NaN yields NaN.
 */
export function sma(values: Float64Array, n: number): Float64Array {
  assertPeriod(n);
  const out = new Float64Array(values.length);
  // Both chains of the pair kernel write the same values: the second overlaps the first, so this
  // costs little more than a single chain and keeps one copy of the exact steps.
  if (positiveRollingMeans(values, n, out, n, out)) return out;
  return generalRollingMean(values, n);
}

/** `[sma(values, n1), sma(values, n2)]` in one pass: the two latency-bound chains overlap. */
export function smaPair(values: Float64Array, n1: number, n2: number): [Float64Array, Float64Array] {
  assertPeriod(n1);
  assertPeriod(n2);
  const out1 = new Float64Array(values.length);
  const out2 = new Float64Array(values.length);
  if (positiveRollingMeans(values, n1, out1, n2, out2)) return [out1, out2];
  return [generalRollingMean(values, n1), generalRollingMean(values, n2)];
}

/**
 * `smaPair(values, n1, n2)` and `crossSignal` of the two, the crosses marked in the same pass as the
 * means: that loop waits on its sums' chains of additions, and has room for the comparisons.
 */
export function smaPairCrosses(
  values: Float64Array,
  n1: number,
  n2: number,
): { fast: Float64Array; slow: Float64Array; signal: Int8Array } {
  assertPeriod(n1);
  assertPeriod(n2);
  const length = values.length;
  const fast = new Float64Array(length);
  const slow = new Float64Array(length);
  const signal = new Int8Array(length);
  if (positiveRollingMeans(values, n1, fast, n2, slow, signal)) {
    // The pass marks the bars from max(n1, n2) on; the earlier ones once their NaN are in place.
    markCrosses(fast, slow, signal, 1, Math.min(Math.max(n1, n2), length));
    return { fast, slow, signal };
  }
  const general1 = generalRollingMean(values, n1);
  const general2 = generalRollingMean(values, n2);
  return { fast: general1, slow: general2, signal: crossSignal(general1, general2) };
}

/**
 * The pandas steps for positive values (prices), two periods at once, without the NaN and sign
 * bookkeeping the general loop needs, and without a branch on the index: removing a zero leaves
 * the sums and their compensations as they are, so the first windows are computed over the first
 * values preceded by zeros. False if a value is not positive.
 */
function positiveRollingMeans(
  values: Float64Array,
  n1: number,
  out1: Float64Array,
  n2: number,
  out2: Float64Array,
  signal?: Int8Array,
): boolean {
  const length = values.length;
  const pad = Math.max(n1, n2);
  const warm = Math.min(pad, length);
  const head = new Float64Array(pad + warm);
  head.set(values.subarray(0, warm), pad);
  const headOut1 = new Float64Array(pad + warm);
  const headOut2 = new Float64Array(pad + warm);
  const pair = new PositivePair(n1, n2);
  if (!pair.steady(head, headOut1, headOut2, pad, pad + warm)) return false;
  out1.set(headOut1.subarray(pad));
  out2.set(headOut2.subarray(pad));
  for (let from = warm; from < length; from += BLOCK) {
    const to = Math.min(from + BLOCK, length);
    if (
      !(signal === undefined
        ? pair.steady(values, out1, out2, from, to)
        : pair.steadyCrossing(values, out1, out2, signal, from, to))
    )
      return false;
  }
  out1.fill(NaN, 0, Math.min(n1 - 1, length));
  out2.fill(NaN, 0, Math.min(n2 - 1, length));
  return true;
}

/** Running sums with their separate Kahan compensations, and the run of equal values. */
class PositivePair {
  readonly n1: number;
  readonly n2: number;
  sum1 = 0;
  add1 = 0;
  remove1 = 0;
  sum2 = 0;
  add2 = 0;
  remove2 = 0;
  run = 0;
  previous = NaN;

  constructor(n1: number, n2: number) {
    this.n1 = n1;
    this.n2 = n2;
  }

  /** Values `from..to−1` (`from` ≥ both periods). */
  steady(values: Float64Array, out1: Float64Array, out2: Float64Array, from: number, to: number): boolean {
    const { n1, n2 } = this;
    let { sum1, add1, remove1, sum2, add2, remove2, run, previous } = this;
    for (let i = from; i < to; i++) {
      const x = values[i];
      if (!(x > 0)) return false;
      run = x === previous ? run + 1 : 1;
      previous = x;
      const r1 = -values[i - n1] - remove1;
      const u1 = sum1 + r1;
      remove1 = u1 - sum1 - r1;
      const r2 = -values[i - n2] - remove2;
      const u2 = sum2 + r2;
      remove2 = u2 - sum2 - r2;
      const y1 = x - add1;
      const t1 = u1 + y1;
      add1 = t1 - u1 - y1;
      sum1 = t1;
      const y2 = x - add2;
      const t2 = u2 + y2;
      add2 = t2 - u2 - y2;
      sum2 = t2;
      const m1 = sum1 / n1;
      const m2 = sum2 / n2;
      out1[i] = run >= n1 ? x : m1 < 0 ? 0 : m1;
      out2[i] = run >= n2 ? x : m2 < 0 ? 0 : m2;
    }
    this.sum1 = sum1;
    this.add1 = add1;
    this.remove1 = remove1;
    this.sum2 = sum2;
    this.add2 = add2;
    this.remove2 = remove2;
    this.run = run;
    this.previous = previous;
    return true;
  }

  /**
   * `steady`, and the crosses of the first mean over the second at those bars, as `crossSignal`
   * marks them (`from − 1` holds final means). The same steps as `steady`, kept apart so that the
   * plain means pay nothing for the crosses; the crosses are written without a branch, which a
   * cross every 18 bars or so would mispredict.
   */
  steadyCrossing(
    values: Float64Array,
    out1: Float64Array,
    out2: Float64Array,
    signal: Int8Array,
    from: number,
    to: number,
  ): boolean {
    const { n1, n2 } = this;
    let { sum1, add1, remove1, sum2, add2, remove2, run, previous } = this;
    // 1 where the first mean was below (above) the second at the bar before; NaN is neither.
    let wasBelow = out1[from - 1] < out2[from - 1] ? 1 : 0;
    let wasAbove = out2[from - 1] < out1[from - 1] ? 1 : 0;
    for (let i = from; i < to; i++) {
      const x = values[i];
      if (!(x > 0)) return false;
      run = x === previous ? run + 1 : 1;
      previous = x;
      const r1 = -values[i - n1] - remove1;
      const u1 = sum1 + r1;
      remove1 = u1 - sum1 - r1;
      const r2 = -values[i - n2] - remove2;
      const u2 = sum2 + r2;
      remove2 = u2 - sum2 - r2;
      const y1 = x - add1;
      const t1 = u1 + y1;
      add1 = t1 - u1 - y1;
      sum1 = t1;
      const y2 = x - add2;
      const t2 = u2 + y2;
      add2 = t2 - u2 - y2;
      sum2 = t2;
      const m1 = sum1 / n1;
      const m2 = sum2 / n2;
      const mean1 = run >= n1 ? x : m1 < 0 ? 0 : m1;
      const mean2 = run >= n2 ? x : m2 < 0 ? 0 : m2;
      out1[i] = mean1;
      out2[i] = mean2;
      const above = +(mean1 > mean2);
      const below = +(mean2 > mean1);
      signal[i] = (wasBelow & above) - (wasAbove & below);
      wasBelow = below;
      wasAbove = above;
    }
    this.sum1 = sum1;
    this.add1 = add1;
    this.remove1 = remove1;
    this.sum2 = sum2;
    this.add2 = add2;
    this.remove2 = remove2;
    this.run = run;
    this.previous = previous;
    return true;
  }
}

function generalRollingMean(values: Float64Array, n: number): Float64Array {
  const length = values.length;
  const out = new Float64Array(length);
  let sum = 0;
  let addCompensation = 0;
  let removeCompensation = 0;
  let count = 0;
  let negatives = 0;
  let sameRun = 0;
  let previous = length > 0 ? values[0] : NaN;
  for (let i = 0; i < length; i++) {
    if (i >= n) {
      const old = values[i - n];
      if (old === old) {
        count--;
        const y = -old - removeCompensation;
        const t = sum + y;
        removeCompensation = t - sum - y;
        sum = t;
        if (old < 0 || (old === 0 && 1 / old < 0)) negatives--;
      }
    }
    const x = values[i];
    if (x === x) {
      count++;
      const y = x - addCompensation;
      const t = sum + y;
      addCompensation = t - sum - y;
      sum = t;
      if (x < 0 || (x === 0 && 1 / x < 0)) negatives++;
      sameRun = x === previous ? sameRun + 1 : 1;
      previous = x;
    }
    out[i] = count >= n ? meanOf(sum, count, negatives, sameRun, previous) : NaN;
  }
  return out;
}

function meanOf(sum: number, count: number, negatives: number, sameRun: number, last: number): number {
  if (sameRun >= count) return last;
  const mean = sum / count;
  if (negatives === 0) return mean < 0 ? 0 : mean;
  return negatives === count && mean > 0 ? 0 : mean;
}
