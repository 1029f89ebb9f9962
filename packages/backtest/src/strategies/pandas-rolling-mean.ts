/**
 * Rolling mean with the exact floating-point steps of pandas `Series.rolling(n).mean()` (Kahan
 * compensation kept separately for additions and removals, runs of equal values returned as is).
 * backtesting.py's SMA is that function, and crossovers at exact mathematical ties are decided by
 * its last bits, so parity of crossover strategies needs these very roundings; a more accurate
 * mean decides such ties differently.
 */
export function pandasRollingMean(values: Float64Array, n: number): Float64Array {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`period must be an integer >= 1, got ${n}`);
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
        if (old < 0 || Object.is(old, -0)) negatives--;
      }
    }
    const x = values[i];
    if (x === x) {
      count++;
      const y = x - addCompensation;
      const t = sum + y;
      addCompensation = t - sum - y;
      sum = t;
      if (x < 0 || Object.is(x, -0)) negatives++;
      sameRun = x === previous ? sameRun + 1 : 1;
      previous = x;
    }
    if (count >= n && count > 0) {
      let mean = sum / count;
      if (sameRun >= count) mean = previous;
      else if (negatives === 0 && mean < 0) mean = 0;
      else if (negatives === count && mean > 0) mean = 0;
      out[i] = mean;
    } else {
      out[i] = NaN;
    }
  }
  return out;
}
