import { BLOCK } from '../blocks.ts';

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
 * A sum of `logRatio(a[t + 1], a[t]) · w[t]` (or `logRatio(a[t + 1], a[t])` without weights) in
 * order over blocks of terms, each term from the series alone; `widest` records the largest
 * `|a[t + 1] / a[t] − 1|` met (NaN if a ratio was NaN), so that the caller can tell whether every
 * term was one `logRatio` takes from the series, and otherwise sum again with `logRatio`.
 */
class SeriesSum {
  sum = 0;
  widest = 0;

  /** Terms `from..to−1`. */
  weighted(a: Float64Array, w: Float64Array, from: number, to: number): void {
    let { sum, widest } = this;
    let previous = a[from];
    for (let t = from; t < to; t++) {
      const current = a[t + 1];
      const x = current / previous - 1;
      widest = Math.max(widest, Math.abs(x));
      sum += seriesLog(x) * w[t];
      previous = current;
    }
    this.sum = sum;
    this.widest = widest;
  }

  /** Terms `from..to−1` without weights, each log ratio written to `out[t]`. */
  written(a: Float64Array, out: Float64Array, from: number, to: number): void {
    let { sum, widest } = this;
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
    this.sum = sum;
    this.widest = widest;
  }

  /** Every term was computed as `logRatio` computes it. */
  get exact(): boolean {
    return this.widest <= SERIES_RANGE;
  }
}

interface MarketReturns {
  /** Log returns minus their mean. */
  centred: Float64Array;
  variance: number;
}

const cache = new WeakMap<Float64Array, MarketReturns>();

/** Writes the log returns of bars `from..to−1` to `out` and returns `sum` plus them, in order. */
function logReturns(close: Float64Array, out: Float64Array, from: number, to: number, sum: number): number {
  for (let t = from; t < to; t++) {
    const lr = logRatio(close[t + 1], close[t]);
    out[t] = lr;
    sum += lr;
  }
  return sum;
}

/** Centred log returns of a price series and their variance (ddof 1); cached per series. */
function marketReturns(close: Float64Array): MarketReturns {
  const cached = cache.get(close);
  if (cached !== undefined) return cached;
  const m = close.length - 1;
  const centred = new Float64Array(m);
  const series = new SeriesSum();
  for (let from = 0; from < m; from += BLOCK) series.written(close, centred, from, Math.min(from + BLOCK, m));
  let sum = series.sum;
  if (!series.exact) {
    sum = 0;
    for (let from = 0; from < m; from += BLOCK)
      sum = logReturns(close, centred, from, Math.min(from + BLOCK, m), sum);
  }
  const mean = sum / m;
  let squares = 0;
  for (let t = 0; t < m; t++) {
    const d = centred[t] - mean;
    centred[t] = d;
    squares += d * d;
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
  const series = new SeriesSum();
  for (let from = 0; from < m; from += BLOCK)
    series.weighted(equity, centred, from, Math.min(from + BLOCK, m));
  const cross = series.exact ? series.sum : crossSum(equity, centred, m);
  return cross / (m - 1) / variance;
}

/** `Σ logRatio(equity[t + 1], equity[t]) · centred[t]`, in order. */
function crossSum(equity: Float64Array, centred: Float64Array, m: number): number {
  let cross = 0;
  let previous = equity[0];
  for (let t = 0; t < m; t++) {
    const current = equity[t + 1];
    cross += logRatio(current, previous) * centred[t];
    previous = current;
  }
  return cross;
}
