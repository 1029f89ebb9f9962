import type { StrategyContext } from '../engine/strategy.ts';

/**
 * Moves every open trade's stop-loss to `distance` from `price` when that tightens it (up for
 * longs, down for shorts), like backtesting.py's TrailingStrategy.
 */
export function trailStops(ctx: StrategyContext, price: number, distance: number): void {
  if (!(distance > 0)) return;
  for (const trade of ctx.trades) {
    if (trade.isLong) {
      const sl = price - distance;
      if (!(trade.sl >= sl)) trade.sl = sl;
    } else {
      const sl = price + distance;
      if (!(trade.sl <= sl)) trade.sl = sl;
    }
  }
}
