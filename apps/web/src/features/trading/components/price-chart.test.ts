// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TradeRow } from '@alvorada/contracts';
import { fillMarkers, tradeMarkers } from './price-chart.tsx';

const trade = (n: number, size: number, entry: number, exit: number, pnl: number): TradeRow => ({
  n,
  size,
  entry_bar: 0,
  exit_bar: 1,
  entry_time: entry * 1000,
  exit_time: exit * 1000,
  entry_price: 100,
  exit_price: 101,
  sl: null,
  tp: null,
  pnl,
  commission: 0,
  return_pct: 0,
  duration: 0,
  tag: null,
});
const colors = { long: 'L', short: 'S', gain: 'G', loss: 'X' };

describe('trade markers', () => {
  it('marks a long entry below the bar and a short one above, each exit by its result, in time order', () => {
    const markers = tradeMarkers([trade(1, 10, 300, 400, -5), trade(2, -10, 100, 200, 8)], colors);
    expect(markers.map((m) => [m.time, m.position, m.shape, m.color])).toEqual([
      [100, 'aboveBar', 'arrowDown', 'S'],
      [200, 'belowBar', 'circle', 'G'],
      [300, 'belowBar', 'arrowUp', 'L'],
      [400, 'aboveBar', 'circle', 'X'],
    ]);
  });
});

describe('fill markers', () => {
  it('marks a buy under its bar and a sell over it, skipping what is not a fill', () => {
    const markers = fillMarkers(
      [
        { bar_time: 200_000, size: -5 },
        { bar_time: 100_000, size: 10 },
        { bar_time: null, size: null },
      ],
      { buy: 'B', sell: 'S' },
    );
    expect(markers.map((m) => [m.time, m.position, m.shape, m.color])).toEqual([
      [100, 'belowBar', 'arrowUp', 'B'],
      [200, 'aboveBar', 'arrowDown', 'S'],
    ]);
  });
});
