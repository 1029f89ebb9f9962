/** Throws a RangeError unless `period` is a whole number >= 1. */
export function assertPeriod(period: number, name = 'period'): void {
  if (!Number.isInteger(period) || period < 1) {
    throw new RangeError(`${name} must be an integer >= 1, got ${period}`);
  }
}

/** Throws a RangeError unless all arrays have the same length. */
export function assertSameLength(...arrays: Float64Array[]): void {
  const n = arrays[0].length;
  for (const a of arrays) {
    if (a.length !== n) throw new RangeError(`input arrays differ in length: ${a.length} vs ${n}`);
  }
}

/** A new array of `n` NaNs. */
export function nanArray(n: number): Float64Array {
  return new Float64Array(n).fill(NaN);
}
