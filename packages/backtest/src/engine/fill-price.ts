import type { Ohlcv } from '../data/ohlcv.ts';
import type { ResolvedOptions } from './options.ts';

/** How a fill's price moves from the bar's price: `sign` is the order's side (positive buys, negative sells). */
export interface FillPricing {
  /** A market or stop fill at `price` on bar `bar`: the slippage, against the order's side, on the tick. */
  market(sign: number, price: number, bar: number): number;
  /** An entry's price after the spread, on the tick. */
  entry(sign: number, price: number): number;
}

/**
 * Fill prices with the options' slippage (a price amount plus a fraction of the fill bar's range), spread and
 * tick. Without slippage nor tick the prices are backtesting.py's, bit for bit.
 */
export function fillPricing(data: Ohlcv, options: ResolvedOptions): FillPricing {
  const { spread, slippage, slippageRange, tickSize } = options;
  const { high, low } = data;
  const onTick = tickSize > 0 ? tickRounding(tickSize) : (_sign: number, price: number) => price;
  const slipped =
    slippage === 0 && slippageRange === 0
      ? (_sign: number, price: number) => price
      : (sign: number, price: number, bar: number) =>
          price + (sign > 0 ? 1 : -1) * (slippage + slippageRange * (high[bar] - low[bar]));
  return {
    market: (sign, price, bar) => onTick(sign, slipped(sign, price, bar)),
    entry: (sign, price) => onTick(sign, price * (1 + (sign > 0 ? spread : -spread))),
  };
}

/** Rounds a price to the tick against the trader: a buy up, a sell down (a price already on it stays). */
function tickRounding(tick: number) {
  return (sign: number, price: number) => {
    const ticks = price / tick;
    const whole = sign > 0 ? Math.ceil(ticks - 1e-9) : Math.floor(ticks + 1e-9);
    // Twelve digits drop the binary noise of the product (0.07 × 3 = 0.21000000000000002).
    return Number((whole * tick).toPrecision(12));
  };
}
