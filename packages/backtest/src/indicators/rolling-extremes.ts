import { assertPeriod, nanArray } from './validate.ts';

/**
 * Rolling maximum (`sign = 1`) or minimum (`sign = −1`) over `period` values with a monotonic deque,
 * O(n). Warm-up: the first value is at `period − 1`; a window containing a NaN yields NaN.
 */
function rollingExtreme(values: Float64Array, period: number, sign: 1 | -1): Float64Array {
  assertPeriod(period);
  const n = values.length;
  const out = nanArray(n);
  const deque = new Int32Array(n);
  let head = 0;
  let tail = 0;
  let lastNaN = -Infinity;
  for (let i = 0; i < n; i++) {
    const x = values[i];
    if (Number.isNaN(x)) {
      lastNaN = i;
    } else {
      while (tail > head && sign * values[deque[tail - 1]] <= sign * x) tail--;
      deque[tail++] = i;
    }
    while (tail > head && deque[head] <= i - period) head++;
    if (i >= period - 1 && lastNaN <= i - period) out[i] = values[deque[head]];
  }
  return out;
}

export const rollingMax = (values: Float64Array, period: number): Float64Array =>
  rollingExtreme(values, period, 1);

export const rollingMin = (values: Float64Array, period: number): Float64Array =>
  rollingExtreme(values, period, -1);
