import { blockEnd } from '../blocks.ts';

/** `|x|` up to which `logRatio` uses its series. */
const SERIES_RANGE = 0.015625;

/**
 * `log(a / b)`. Near 1 the ratio's logarithm is evaluated as its series in `x = a / b − 1` (exact
 * subtraction) up to `x^10`, several times faster than `Math.log` and as accurate (within 2 ulp);
 * the long-series statistics take a logarithm per bar. Estrin's grouping keeps the chain of
 * dependent operations short, and a single, almost never taken branch keeps it predictable.
 */
export function logRatio(a: number, b: number): number {
  const r = a / b;
  const x = r - 1;
  // |x| < 2^-6: the terms beyond x^10 are below 2^-63 |x|.
  if (x > SERIES_RANGE || x < -SERIES_RANGE) return Math.log(r);
  return seriesLog(x);
}

/**
 * `logRatio(a, b)` for a ratio known to be within `SERIES_RANGE` of 1 (or NaN): the same series
 * without the branch. A loop that may call `Math.log` keeps its values in memory around the call,
 * and runs about twice as slow even when the call is never made.
 */
function seriesLog(x: number): number {
  const x2 = x * x;
  const x4 = x2 * x2;
  const low = 1 - x * (1 / 2) + x2 * (1 / 3 - x * (1 / 4));
  const high = 1 / 5 - x * (1 / 6) + x2 * (1 / 7 - x * (1 / 8));
  return x * (low + x4 * (high + x4 * (1 / 9 - x * (1 / 10))));
}

/**
 * Sums of log ratios `logRatio(a[t + 1], a[t])`, weighted or not, in order, a block of terms at a
 * time. A block is first summed with the series alone, noting the widest `|a[t + 1] / a[t] − 1|`;
 * if a ratio was out of the series' range (or NaN), the block is summed again, from the same
 * start, with `logRatio` itself. The sums are those of `logRatio` term by term.
 */
class LogRatioSum {
  sum = 0;

  /** Adds `logRatio(a[t + 1], a[t]) · w[t]` for `t` in `from..to−1`. */
  weighted(a: Float64Array, w: Float64Array, from: number, to: number): void {
    let sum = this.sum;
    let widest = 0;
    let previous = a[from];
    for (let t = from; t < to; t++) {
      const current = a[t + 1];
      const x = current / previous - 1;
      widest = Math.max(widest, Math.abs(x));
      sum += seriesLog(x) * w[t];
      previous = current;
    }
    this.sum = widest <= SERIES_RANGE ? sum : weightedLogRatios(a, w, from, to, this.sum);
  }

  /** Adds `logRatio(a[t + 1], a[t])` for `t` in `from..to−1`, each written to `out[t]`. */
  written(a: Float64Array, out: Float64Array, from: number, to: number): void {
    // `weighted`'s loop again: one loop for both, storing and weighing each ratio, ran 3–6 % slower (bench/README.md).
    let sum = this.sum;
    let widest = 0;
    let previous = a[from];
    for (let t = from; t < to; t++) {
      const current = a[t + 1];
      const x = current / previous - 1;
      widest = Math.max(widest, Math.abs(x));
      const lr = seriesLog(x);
      out[t] = lr;
      sum += lr;
      previous = current;
    }
    this.sum = widest <= SERIES_RANGE ? sum : writtenLogRatios(a, out, from, to, this.sum);
  }
}

/** `sum` plus `logRatio(a[t + 1], a[t]) · w[t]` for `t` in `from..to−1`, in order. */
function weightedLogRatios(a: Float64Array, w: Float64Array, from: number, to: number, sum: number): number {
  for (let t = from; t < to; t++) sum += logRatio(a[t + 1], a[t]) * w[t];
  return sum;
}

/** `sum` plus `logRatio(a[t + 1], a[t])` for `t` in `from..to−1`, in order, each written to `out[t]`. */
function writtenLogRatios(a: Float64Array, out: Float64Array, from: number, to: number, sum: number): number {
  for (let t = from; t < to; t++) {
    const lr = logRatio(a[t + 1], a[t]);
    out[t] = lr;
    sum += lr;
  }
  return sum;
}

interface MarketReturns {
  /** Log returns minus their mean. */
  centred: Float64Array;
  variance: number;
}

const cache = new WeakMap<Float64Array, MarketReturns>();

/** Subtracts `mean` from `values[from..to−1]` and returns `squares` plus their squares, in order. */
function centre(values: Float64Array, mean: number, from: number, to: number, squares: number): number {
  for (let t = from; t < to; t++) {
    const d = values[t] - mean;
    values[t] = d;
    squares += d * d;
  }
  return squares;
}

/** Centred log returns of a price series and their variance (ddof 1); cached per series. */
function marketReturns(close: Float64Array): MarketReturns {
  const cached = cache.get(close);
  if (cached !== undefined) return cached;
  const m = close.length - 1;
  const centred = new Float64Array(m);
  const sum = new LogRatioSum();
  for (let from = 0, to: number; from < m; from = to) {
    to = blockEnd(from, 0, m);
    sum.written(close, centred, from, to);
  }
  const mean = sum.sum / m;
  let squares = 0;
  for (let from = 0, to: number; from < m; from = to) {
    to = blockEnd(from, 0, m);
    squares = centre(centred, mean, from, to, squares);
  }
  const result = { centred, variance: squares / (m - 1) };
  cache.set(close, result);
  return result;
}

/** Beta of the equity's log returns against the market's (`np.cov` with ddof 1). */
export function beta(equity: Float64Array, close: Float64Array): number {
  const m = equity.length - 1;
  if (m < 2) return NaN;
  const { centred, variance } = marketReturns(close);
  // Σ (e − ē)(x − x̄) = Σ e (x − x̄) because the centred market returns sum to zero.
  const cross = new LogRatioSum();
  for (let from = 0, to: number; from < m; from = to) {
    to = blockEnd(from, 0, m);
    cross.weighted(equity, centred, from, to);
  }
  return cross.sum / (m - 1) / variance;
}
