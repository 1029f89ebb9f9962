import type { InitContext, Strategy, StrategyContext } from '../engine/strategy.ts';
import { atr, ema } from '../indicators/index.ts';
import { trailStops } from './trailing-stop.ts';

export interface ParacimaParams {
  /** Trend EMA period: only long while the close is above it and it rises. Default 200. */
  trend: number;
  /** Pullback EMA period: entry when a bar dips to it and closes back above. Default 21. */
  pullback: number;
  /** Bars over which the trend EMA must have risen. Default 5. */
  slopeBars: number;
  /** ATR period of the trailing stop. Default 14. */
  atrPeriod: number;
  /** Trailing-stop distance in ATRs below the close. Default 3. */
  atrMultiplier: number;
}

export const PARACIMA_DEFAULTS: ParacimaParams = {
  trend: 200,
  pullback: 21,
  slopeBars: 5,
  atrPeriod: 14,
  atrMultiplier: 3,
};

/**
 * "Paracima": a long-only trend follower. With the close above a rising long EMA, it buys a
 * pullback to the short EMA and rides the trend under an ATR trailing stop that only moves up.
 */
export class Paracima implements Strategy {
  readonly params: ParacimaParams;
  #trend: Float64Array = new Float64Array(0);
  #pullback: Float64Array = new Float64Array(0);
  #atr: Float64Array = new Float64Array(0);

  constructor(params: Partial<ParacimaParams> = {}) {
    this.params = { ...PARACIMA_DEFAULTS, ...params };
  }

  init(ctx: InitContext): void {
    const { high, low, close } = ctx.data;
    this.#trend = ctx.indicator('emaTrend', ema(close, this.params.trend));
    this.#pullback = ctx.indicator('emaPullback', ema(close, this.params.pullback));
    this.#atr = ctx.indicator('atr', atr(high, low, close, this.params.atrPeriod));
  }

  next(ctx: StrategyContext, i: number): void {
    const { low, close } = ctx.data;
    const distance = this.params.atrMultiplier * this.#atr[i];
    if (ctx.trades.length > 0) {
      trailStops(ctx, close[i], distance);
      return;
    }
    if (ctx.orders.length > 0) return;
    const trend = this.#trend;
    const rising = i >= this.params.slopeBars && trend[i] > trend[i - this.params.slopeBars];
    const pulledBack = low[i] <= this.#pullback[i] && close[i] > this.#pullback[i];
    if (rising && close[i] > trend[i] && pulledBack) ctx.buy({ sl: close[i] - distance });
  }
}
