import type { Ohlcv } from '../data/ohlcv.ts';

/** Bars `from` (inclusive) to `to` (exclusive), sharing memory with `data`. */
export function sliceOhlcv(data: Ohlcv, from: number, to: number): Ohlcv {
  return {
    time: data.time.subarray(from, to),
    open: data.open.subarray(from, to),
    high: data.high.subarray(from, to),
    low: data.low.subarray(from, to),
    close: data.close.subarray(from, to),
    volume: data.volume.subarray(from, to),
  };
}
