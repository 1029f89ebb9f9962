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
  let previousFast = fast[0];
  let previousSlow = slow[0];
  for (let i = 1; i < n; i++) {
    const f = fast[i];
    const s = slow[i];
    if (previousFast < previousSlow && f > s) signal[i] = 1;
    else if (previousSlow < previousFast && s > f) signal[i] = -1;
    previousFast = f;
    previousSlow = s;
  }
  return signal;
}
