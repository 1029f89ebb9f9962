import { blockEnd } from '../blocks.ts';
import type { Ohlcv } from '../data/ohlcv.ts';

const validated = new WeakSet<Float64Array>();

/** Records that `data` is known to be valid (the CSV parser checks as much), so runs skip the check. */
export function markValidOhlcv(data: Ohlcv): void {
  validated.add(data.close);
}

/** Throws unless all columns have the same length, prices are not NaN and time increases. */
export function assertValidOhlcv(data: Ohlcv): void {
  if (validated.has(data.close)) return;
  const n = data.close.length;
  const columns = ['time', 'open', 'high', 'low', 'close', 'volume'] as const;
  for (const name of columns) {
    if (data[name].length !== n)
      throw new RangeError(`column ${name} has ${data[name].length} rows, close has ${n}`);
  }
  let anyNaN = false;
  for (let from = 0, to: number; from < n && !anyNaN; from = to) {
    to = blockEnd(from, 0, n);
    anyNaN = hasNaN(data.open, data.high, data.low, data.close, from, to);
  }
  // One pass over the four prices finds out whether there is a NaN; the columns one by one where.
  for (const name of anyNaN ? (['open', 'high', 'low', 'close'] as const) : []) {
    const column = data[name];
    for (let from = 0, to: number; from < n; from = to) {
      to = blockEnd(from, 0, n);
      const row = firstNaN(column, from, to);
      if (row >= 0) throw new RangeError(`${name} is NaN at row ${row}`);
    }
  }
  for (let from = 1, to: number; from < n; from = to) {
    to = blockEnd(from, 1, n);
    const row = firstNotIncreasing(data.time, from, to);
    if (row >= 0) throw new RangeError(`time does not increase at row ${row}`);
  }
  markValidOhlcv(data);
}

/**
 * Whether a price of rows `from..to−1` may be NaN: their sum is NaN if one is (or if infinities of
 * both signs meet, which the column by column search then clears).
 */
function hasNaN(
  open: Float64Array,
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  from: number,
  to: number,
): boolean {
  let sum = 0;
  for (let i = from; i < to; i++) sum += open[i] + high[i] + low[i] + close[i];
  return sum !== sum;
}

/** The first row of `from..to−1` holding NaN, or −1. */
function firstNaN(column: Float64Array, from: number, to: number): number {
  for (let i = from; i < to; i++) if (column[i] !== column[i]) return i;
  return -1;
}

/** The first row of `from..to−1` (`from` ≥ 1) whose time is not after the previous one, or −1. */
function firstNotIncreasing(time: Float64Array, from: number, to: number): number {
  for (let i = from; i < to; i++) if (!(time[i] > time[i - 1])) return i;
  return -1;
}
