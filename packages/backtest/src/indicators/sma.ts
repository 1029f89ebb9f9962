import { blockEnd } from '../blocks.ts';
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

/** `smaPair(values, n1, n2)` and `crossSignal` of the two. */
export function smaPairCrosses(
  values: Float64Array,
  n1: number,
  n2: number,
): { fast: Float64Array; slow: Float64Array; signal: Int8Array } {
  const [fast, slow] = smaPair(values, n1, n2);
  return { fast, slow, signal: crossSignal(fast, slow) };
}

/**
 * `crossSignal(...smaPair(values, n1, n2))` in one pass that keeps no mean past the next bar: that
 * loop waits on its sums' chains of additions, and has room for the comparisons. Undefined when a
 * value is not positive or a sum leaves the finite range; otherwise each mean has a value from bar
 * `n − 1` on (see `firstMean`).
 */
export function smaCrossSignal(values: Float64Array, n1: number, n2: number): Int8Array | undefined {
  assertPeriod(n1);
  assertPeriod(n2);
  const length = values.length;
  const head = positiveHead(values, n1, n2);
  if (head === undefined) return undefined;
  const { pair, fast, slow } = head;
  const warm = fast.length;
  const signal = new Int8Array(length);
  markCrosses(fast, slow, signal, 1, warm);
  if (warm > 0) pair.startCrossing(fast[warm - 1], slow[warm - 1]);
  for (let from = warm, to: number; from < length; from = to) {
    to = blockEnd(from, warm, length);
    if (!pair.crossing(values, signal, from, to)) return undefined;
  }
  // A sum that overflowed stays non-finite, and so does its compensation: the means would be NaN.
  return pair.finite() ? signal : undefined;
}

/** Index of the first value of a mean over `n` of `length` positive values (0 if none: NaN throughout). */
export function firstMean(n: number, length: number): number {
  return n <= length ? n - 1 : 0;
}

/**
 * The pandas steps for positive values (prices), two periods at once, without the NaN and sign
 * bookkeeping the general loop needs. False if a value is not positive.
 */
function positiveRollingMeans(
  values: Float64Array,
  n1: number,
  out1: Float64Array,
  n2: number,
  out2: Float64Array,
): boolean {
  const head = positiveHead(values, n1, n2);
  if (head === undefined) return false;
  out1.set(head.fast);
  out2.set(head.slow);
  const length = values.length;
  const start = head.fast.length;
  for (let from = start, to: number; from < length; from = to) {
    to = blockEnd(from, start, length);
    if (!head.pair.steady(values, out1, out2, from, to)) return false;
  }
  return true;
}

/**
 * The means of the first `max(n1, n2)` values (NaN before each period), and the sums that go on from
 * there; undefined if a value is not positive. Without a branch on the index: removing a zero leaves
 * the sums and their compensations as they are, so the first windows are computed over the first
 * values preceded by zeros.
 */
function positiveHead(
  values: Float64Array,
  n1: number,
  n2: number,
): { pair: PositivePair; fast: Float64Array; slow: Float64Array } | undefined {
  const pad = Math.max(n1, n2);
  const warm = Math.min(pad, values.length);
  const head = new Float64Array(pad + warm);
  head.set(values.subarray(0, warm), pad);
  const headOut1 = new Float64Array(pad + warm);
  const headOut2 = new Float64Array(pad + warm);
  const pair = new PositivePair(n1, n2);
  if (!pair.steady(head, headOut1, headOut2, pad, pad + warm)) return undefined;
  const fast = headOut1.subarray(pad).fill(NaN, 0, Math.min(n1 - 1, warm));
  const slow = headOut2.subarray(pad).fill(NaN, 0, Math.min(n2 - 1, warm));
  return { pair, fast, slow };
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
  // 1 where the first mean was below (above) the second at the bar before; NaN is neither.
  wasBelow = 0;
  wasAbove = 0;

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

  /** Starts the crosses from the means at the bar before the first `crossing` block. */
  startCrossing(fast: number, slow: number): void {
    this.wasBelow = fast < slow ? 1 : 0;
    this.wasAbove = slow < fast ? 1 : 0;
  }

  /**
   * The steps of `steady` without writing the means, and the crosses of the first mean over the
   * second at bars `from..to−1`, as `crossSignal` marks them. The crosses are written without a
   * branch, which a cross every 18 bars or so would mispredict.
   */
  crossing(values: Float64Array, signal: Int8Array, from: number, to: number): boolean {
    // `steady`'s steps again: one loop for both, writing means and crosses, ran 10–20 % slower (bench/README.md).
    const { n1, n2 } = this;
    let { sum1, add1, remove1, sum2, add2, remove2, run, previous, wasBelow, wasAbove } = this;
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
    this.wasBelow = wasBelow;
    this.wasAbove = wasAbove;
    return true;
  }

  /** Both sums and their compensations are finite. */
  finite(): boolean {
    return Number.isFinite(this.sum1 - this.add1 - this.remove1 + (this.sum2 - this.add2 - this.remove2));
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
