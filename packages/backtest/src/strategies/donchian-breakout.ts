import type { InitContext, Strategy, StrategyContext } from '../engine/strategy.ts';
import { atr, donchian } from '../indicators/index.ts';

export interface DonchianBreakoutParams {
  /** Entry channel: a close beyond the previous `entry`-bar high/low enters. Default 20. */
  entry: number;
  /** Exit channel: a close beyond the previous `exit`-bar low/high (against the trade) exits. Default 10. */
  exit: number;
  /** Stop-loss distance in ATR(20) multiples (the Turtles' 2N); 0 for none. Default 2. */
  stopAtr: number;
}

export const DONCHIAN_BREAKOUT_DEFAULTS: DonchianBreakoutParams = { entry: 20, exit: 10, stopAtr: 2 };

/** Turtle-style channel breakout, long and short, with an ATR stop and a shorter exit channel. */
export class DonchianBreakout implements Strategy {
  readonly params: DonchianBreakoutParams;
  #entry = donchian(new Float64Array(0), new Float64Array(0), 1);
  #exit = this.#entry;
  #atr: Float64Array = new Float64Array(0);

  constructor(params: Partial<DonchianBreakoutParams> = {}) {
    this.params = { ...DONCHIAN_BREAKOUT_DEFAULTS, ...params };
  }

  init(ctx: InitContext): void {
    const { high, low, close } = ctx.data;
    this.#entry = donchian(high, low, this.params.entry);
    this.#exit = donchian(high, low, this.params.exit);
    ctx.indicator('entryUpper', this.#entry.upper);
    ctx.indicator('entryLower', this.#entry.lower);
    ctx.indicator('exitUpper', this.#exit.upper);
    ctx.indicator('exitLower', this.#exit.lower);
    this.#atr = this.params.stopAtr > 0 ? ctx.indicator('atr', atr(high, low, close, 20)) : this.#atr;
  }

  next(ctx: StrategyContext, i: number): void {
    const close = ctx.data.close[i];
    const position = ctx.position.size;
    const stop = this.params.stopAtr > 0 ? this.params.stopAtr * this.#atr[i] : NaN;
    if (position === 0) {
      if (close > this.#entry.upper[i - 1]) ctx.buy({ sl: close - stop || undefined });
      else if (close < this.#entry.lower[i - 1]) ctx.sell({ sl: close + stop || undefined });
    } else if (position > 0 ? close < this.#exit.lower[i - 1] : close > this.#exit.upper[i - 1]) {
      ctx.closePosition();
    }
  }
}
