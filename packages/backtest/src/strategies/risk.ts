import type { OrderRequest } from '../engine/broker.ts';
import type { InitContext, Strategy, StrategyContext } from '../engine/strategy.ts';
import { atr } from '../indicators/index.ts';
import { trailStops } from './trailing-stop.ts';

/** Protective exits of every entry, as percentages of the entry's reference price and ATR multiples. */
export interface RiskSettings {
  stopLossPct?: number;
  takeProfitPct?: number;
  /** Trail every open trade's stop-loss `multiplier` × ATR(`period`) behind the close. */
  trailingAtr?: { period: number; multiplier: number };
}

/** Stop-loss and take-profit prices for an entry on `side` (+1 long, −1 short) around `price`. */
export function bracketPrices(
  side: 1 | -1,
  price: number,
  { stopLossPct, takeProfitPct }: RiskSettings,
): { sl: number | undefined; tp: number | undefined } {
  return {
    sl: stopLossPct === undefined ? undefined : price * (1 - (side * stopLossPct) / 100),
    tp: takeProfitPct === undefined ? undefined : price * (1 + (side * takeProfitPct) / 100),
  };
}

/** The ATR series a trailing stop follows, declared as an indicator; empty without trailing. */
export function trailingAtrSeries(ctx: InitContext, risk: RiskSettings): Float64Array {
  const trailing = risk.trailingAtr;
  if (trailing === undefined) return new Float64Array(0);
  const { high, low, close } = ctx.data;
  return ctx.indicator(`atr(${trailing.period})`, atr(high, low, close, trailing.period));
}

/**
 * A strategy with stop-loss, take-profit and trailing stop added to its entries: every order it
 * places without its own SL/TP gets them around its limit or stop price, or the signal bar's close.
 */
export class RiskManaged implements Strategy {
  readonly #inner: Strategy;
  readonly #risk: RiskSettings;
  #atr: Float64Array = new Float64Array(0);
  #context: StrategyContext | undefined;
  #view: StrategyContext | undefined;

  constructor(inner: Strategy, risk: RiskSettings) {
    this.#inner = inner;
    this.#risk = risk;
  }

  init(ctx: InitContext): void {
    this.#inner.init(ctx);
    this.#atr = trailingAtrSeries(ctx, this.#risk);
  }

  next(ctx: StrategyContext, i: number): void {
    const trailing = this.#risk.trailingAtr;
    if (trailing !== undefined) trailStops(ctx, ctx.data.close[i], trailing.multiplier * this.#atr[i]);
    this.#inner.next(this.#bracketed(ctx), i);
  }

  /** `ctx` whose `buy` / `sell` add the brackets (one view per context). */
  #bracketed(ctx: StrategyContext): StrategyContext {
    if (this.#context !== ctx || this.#view === undefined) {
      this.#context = ctx;
      this.#view = new Proxy(ctx, {
        get: (target, key) => {
          if (key === 'buy' || key === 'sell')
            return (request?: OrderRequest) => this.#order(target, key, request);
          const value: unknown = Reflect.get(target, key, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    }
    return this.#view;
  }

  #order(ctx: StrategyContext, kind: 'buy' | 'sell', request: OrderRequest = {}) {
    const price = request.limit ?? request.stop ?? ctx.data.close[ctx.i];
    const { sl, tp } = bracketPrices(kind === 'buy' ? 1 : -1, price, this.#risk);
    return ctx[kind]({ ...request, sl: request.sl ?? sl, tp: request.tp ?? tp });
  }
}
