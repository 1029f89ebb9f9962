import type { Order } from '../engine/order.ts';
import type { InitContext, Strategy, StrategyContext } from '../engine/strategy.ts';

export interface Setup123Params {
  /** Take-profit at this multiple of the risk (entry − pivot); 0 for none. Default 2. */
  rewardRisk: number;
  /** Bars a pending trigger order stays valid. Default 1. */
  validBars: number;
  /** 1 to also trade the mirrored (short) setup, 0 for long only. Default 1. */
  allowShort: number;
}

export const SETUP_123_DEFAULTS: Setup123Params = { rewardRisk: 2, validBars: 1, allowShort: 1 };

/**
 * Setup 123: bar 2 makes a pivot (its low below the lows of bars 1 and 3); a buy stop at bar 3's
 * high triggers the entry, with the stop-loss at the pivot low. Mirrored for shorts.
 */
export class Setup123 implements Strategy {
  readonly params: Setup123Params;
  #pending: Order | null = null;
  #placedAt = 0;

  constructor(params: Partial<Setup123Params> = {}) {
    this.params = { ...SETUP_123_DEFAULTS, ...params };
  }

  init(_ctx: InitContext): void {
    this.#pending = null;
  }

  next(ctx: StrategyContext, i: number): void {
    if (i < 2) return;
    const pending = this.#pending;
    if (pending !== null && pending.live && i - this.#placedAt >= this.params.validBars) pending.cancel();
    if (ctx.trades.length > 0 || (pending !== null && pending.live)) return;
    const { high, low } = ctx.data;
    const { rewardRisk } = this.params;
    if (low[i - 1] < low[i - 2] && low[i - 1] < low[i]) {
      const entry = high[i];
      const sl = low[i - 1];
      const tp = rewardRisk > 0 ? entry + rewardRisk * (entry - sl) : undefined;
      if (entry > ctx.data.close[i]) this.#place(ctx.buy({ stop: entry, sl, tp }), i);
    } else if (this.params.allowShort && high[i - 1] > high[i - 2] && high[i - 1] > high[i]) {
      const entry = low[i];
      const sl = high[i - 1];
      const tp = rewardRisk > 0 ? entry - rewardRisk * (sl - entry) : undefined;
      if (entry < ctx.data.close[i]) this.#place(ctx.sell({ stop: entry, sl, tp }), i);
    }
  }

  #place(order: Order, i: number): void {
    this.#pending = order;
    this.#placedAt = i;
  }
}
