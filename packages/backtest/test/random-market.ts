import fc from 'fast-check';
import type { Ohlcv } from '../src/data/ohlcv.ts';

/** A random walk of `n` one-minute bars with consistent OHLC (open and close inside low..high). */
export function randomMarket(n: number, seed: number, start = 100): Ohlcv {
  let state = seed >>> 0 || 1;
  const random = (): number => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  const data: Ohlcv = {
    time: new Float64Array(n),
    open: new Float64Array(n),
    high: new Float64Array(n),
    low: new Float64Array(n),
    close: new Float64Array(n),
    volume: new Float64Array(n).fill(1000),
  };
  let price = start;
  for (let i = 0; i < n; i++) {
    const open = Math.round(price * (1 + (random() - 0.5) * 0.01) * 100) / 100;
    const close = Math.round(open * (1 + (random() - 0.5) * 0.02) * 100) / 100;
    data.time[i] = Date.UTC(2021, 0, 1) + i * 60_000;
    data.open[i] = open;
    data.close[i] = close;
    data.high[i] = Math.max(open, close) + Math.round(random() * open) / 1000;
    data.low[i] = Math.min(open, close) - Math.round(random() * open) / 1000;
    price = close;
  }
  return data;
}

export const marketArbitrary = (minBars = 30, maxBars = 300): fc.Arbitrary<Ohlcv> =>
  fc
    .record({ n: fc.integer({ min: minBars, max: maxBars }), seed: fc.integer({ min: 1, max: 2 ** 31 }) })
    .map(({ n, seed }) => randomMarket(n, seed));
