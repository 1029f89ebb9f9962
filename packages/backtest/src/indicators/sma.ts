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
  return positiveRollingMean(values, n) ?? generalRollingMean(values, n);
}

/**
 * The same steps for positive values (prices), without the NaN and sign bookkeeping that would
 * halve the speed of this latency-bound loop; runs of equal values are patched in a second pass.
 * Null if a value is not positive.
 */
function positiveRollingMean(values: Float64Array, n: number): Float64Array | null {
  const length = values.length;
  const out = new Float64Array(length);
  let sum = 0;
  let addCompensation = 0;
  let removeCompensation = 0;
  for (let i = 0; i < length; i++) {
    if (i >= n) {
      const y = -values[i - n] - removeCompensation;
      const t = sum + y;
      removeCompensation = t - sum - y;
      sum = t;
    }
    const x = values[i];
    if (!(x > 0)) return null;
    const y = x - addCompensation;
    const t = sum + y;
    addCompensation = t - sum - y;
    sum = t;
    out[i] = sum / n;
  }
  out.fill(NaN, 0, Math.min(n - 1, length));
  let run = 0;
  for (let i = 0; i < length; i++) {
    run = i > 0 && values[i] === values[i - 1] ? run + 1 : 1;
    if (run >= n) out[i] = values[i];
    else if (out[i] < 0) out[i] = 0;
  }
  return out;
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
