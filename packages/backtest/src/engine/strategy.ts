import type { Ohlcv } from '../data/ohlcv.ts';
import type { Broker, OrderRequest } from './broker.ts';
import type { Order } from './order.ts';
import type { Trade } from './trade.ts';

export interface IndicatorOptions {
  /** Scatter indicators (sparse markers) do not delay the first `next` call. */
  scatter?: boolean;
}

/** What `init` sees: the whole series, and a way to declare indicators (computed once, up front). */
export interface InitContext {
  readonly data: Ohlcv;
  /** Declares an indicator; its first non-NaN value sets the warm-up. Returns `values`. */
  indicator(name: string, values: Float64Array, options?: IndicatorOptions): Float64Array;
  /**
   * Declares an indicator computed only when the result's `indicators[name]` is first read;
   * `firstValue` is the index of its first non-NaN value (0 if none), which sets the warm-up.
   */
  lazyIndicator(
    name: string,
    firstValue: number,
    compute: () => Float64Array,
    options?: IndicatorOptions,
  ): void;
}

/**
 * A trading strategy. `init` runs once and declares indicators; `next(ctx, i)` runs for every bar
 * `i` after the warm-up, sees bars `0..i` and places orders that the broker fills from bar `i + 1`.
 */
export interface Strategy {
  init(ctx: InitContext): void;
  next(ctx: StrategyContext, i: number): void;
  /**
   * After `init`: the per-bar signal when, with exclusive orders, `next` does nothing but `buy()` on +1
   * and `sell()` on −1 (market orders, full size, no brackets). Lets the engine run its specialised loop.
   */
  marketSignal?(): Int8Array | undefined;
}

/** Net position over all open trades. */
export interface PositionView {
  readonly size: number;
  /** Unrealised profit at the last close. */
  readonly pl: number;
  readonly isLong: boolean;
  readonly isShort: boolean;
}

/** What `next` sees: the data, the account, and order placement. */
export class StrategyContext {
  readonly data: Ohlcv;
  readonly #broker: Broker;

  constructor(data: Ohlcv, broker: Broker) {
    this.data = data;
    this.#broker = broker;
  }

  /** Index of the current (last visible) bar. */
  get i(): number {
    return this.#broker.i;
  }

  get equity(): number {
    return this.#broker.equity;
  }

  get cash(): number {
    return this.#broker.cash;
  }

  get trades(): readonly Trade[] {
    return this.#broker.trades;
  }

  get orders(): readonly Order[] {
    return this.#broker.orders;
  }

  get closedTradeCount(): number {
    return this.#broker.closed.count;
  }

  get position(): PositionView {
    const size = this.#broker.positionSize;
    let pl = 0;
    for (const t of this.#broker.trades) pl += t.pl;
    return { size, pl, isLong: size > 0, isShort: size < 0 };
  }

  buy(request?: OrderRequest): Order {
    return this.#broker.placeOrder(1, request);
  }

  sell(request?: OrderRequest): Order {
    return this.#broker.placeOrder(-1, request);
  }

  /** Places orders closing `portion` of every open trade. */
  closePosition(portion = 1): void {
    for (const t of this.#broker.trades) t.close(portion);
  }
}

/**
 * Base of strategies that only go long on +1 and short on −1 (`buy()` / `sell()` at market, full size),
 * closing the other side first: without exclusive orders an all-in order against an open position would
 * find no margin left and the position would never turn round. With exclusive orders this is what `buy()`
 * and `sell()` alone do. Subclasses compute the whole signal in `signal`; the engine then uses its fast
 * loop when it can.
 */
export abstract class SignalStrategy implements Strategy {
  #signal: Int8Array = new Int8Array(0);

  protected abstract signal(ctx: InitContext): Int8Array;

  init(ctx: InitContext): void {
    this.#signal = this.signal(ctx);
  }

  next(ctx: StrategyContext, i: number): void {
    const s = this.#signal[i];
    if (s === 0) return;
    if (s * ctx.position.size < 0) ctx.closePosition();
    if (s > 0) ctx.buy();
    else ctx.sell();
  }

  marketSignal(): Int8Array {
    return this.#signal;
  }
}
