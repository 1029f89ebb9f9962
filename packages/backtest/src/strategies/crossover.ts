import { blockEnd } from '../blocks.ts';

/** `a` crossed above `b` at bar `i`: `a[i−1] < b[i−1]` and `a[i] > b[i]` (NaN never crosses). */
export function crossedAbove(a: Float64Array, b: Float64Array, i: number): boolean {
  return a[i - 1] < b[i - 1] && a[i] > b[i];
}

/**
 * +1 where `fast` crosses above `slow`, −1 where it crosses below, 0 elsewhere: the signal of a
 * strategy that buys on the first and sells on the second.
 */
export function crossSignal(fast: Float64Array, slow: Float64Array): Int8Array {
  const n = fast.length;
  const signal = new Int8Array(n);
  for (let from = 1, to: number; from < n; from = to) {
    to = blockEnd(from, 1, n);
    markCrosses(fast, slow, signal, from, to);
  }
  return signal;
}

/** The crosses at bars `from..to−1` (`from` ≥ 1). */
export function markCrosses(
  fast: Float64Array,
  slow: Float64Array,
  signal: Int8Array,
  from: number,
  to: number,
): void {
  let previousFast = fast[from - 1];
  let previousSlow = slow[from - 1];
  for (let i = from; i < to; i++) {
    const f = fast[i];
    const s = slow[i];
    if (previousFast < previousSlow && f > s) signal[i] = 1;
    else if (previousSlow < previousFast && s > f) signal[i] = -1;
    previousFast = f;
    previousSlow = s;
  }
}
