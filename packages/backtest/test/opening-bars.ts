import type { Ohlcv } from '../src/index.ts';

const DAY = 86_400_000;

/** Daily bars opening at the given prices, each reaching `above` over and `below` under its open; close = next open. */
export function openingBars(opens: number[], above: number, below: number): Ohlcv {
  const n = opens.length;
  const open = Float64Array.from(opens);
  return {
    time: Float64Array.from({ length: n }, (_, i) => Date.UTC(2024, 0, 1) + i * DAY),
    open,
    high: open.map((o) => o + above),
    low: open.map((o) => o - below),
    close: open.map((o, i) => (i + 1 < n ? opens[i + 1]! : o)),
    volume: new Float64Array(n).fill(1),
  };
}
