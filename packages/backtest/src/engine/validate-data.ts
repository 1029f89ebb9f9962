import type { Ohlcv } from '../data/ohlcv.ts';

const validated = new WeakSet<Float64Array>();

/** Throws unless all columns have the same length, prices are not NaN and time increases. */
export function assertValidOhlcv(data: Ohlcv): void {
  if (validated.has(data.close)) return;
  const n = data.close.length;
  const columns = ['time', 'open', 'high', 'low', 'close', 'volume'] as const;
  for (const name of columns) {
    if (data[name].length !== n)
      throw new RangeError(`column ${name} has ${data[name].length} rows, close has ${n}`);
  }
  for (const name of ['open', 'high', 'low', 'close'] as const) {
    const column = data[name];
    for (let i = 0; i < n; i++) {
      if (column[i] !== column[i]) throw new RangeError(`${name} is NaN at row ${i}`);
    }
  }
  const time = data.time;
  for (let i = 1; i < n; i++) {
    if (!(time[i] > time[i - 1])) throw new RangeError(`time does not increase at row ${i}`);
  }
  validated.add(data.close);
}
