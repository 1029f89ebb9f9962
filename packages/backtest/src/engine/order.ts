import type { Trade } from './trade.ts';

/** What an order needs from the broker that holds it. */
export interface OrderHost {
  cancelOrder(order: Order): void;
}

/**
 * A pending order. Prices are NaN when unset. Entry orders have no `parentTrade`; orders with one
 * close (part of) that trade: its stop-loss, its take-profit, or a `trade.close()` order.
 */
export class Order {
  /** Signed: positive buys, negative sells; a fraction of available margin when `fraction`, else units. */
  size: number;
  readonly fraction: boolean;
  limit: number;
  stop: number;
  readonly sl: number;
  readonly tp: number;
  readonly parentTrade: Trade | null;
  readonly tag: string | undefined;
  /** False once filled or cancelled. */
  live = true;
  readonly #host: OrderHost;

  constructor(
    host: OrderHost,
    size: number,
    limit: number,
    stop: number,
    sl: number,
    tp: number,
    parentTrade: Trade | null,
    tag: string | undefined,
    fraction = false,
  ) {
    this.#host = host;
    this.size = size;
    this.fraction = fraction;
    this.limit = limit;
    this.stop = stop;
    this.sl = sl;
    this.tp = tp;
    this.parentTrade = parentTrade;
    this.tag = tag;
  }

  get isLong(): boolean {
    return this.size > 0;
  }

  /** A stop-loss or take-profit order of an open trade. */
  get isContingent(): boolean {
    const trade = this.parentTrade;
    return trade !== null && (trade.slOrder === this || trade.tpOrder === this);
  }

  cancel(): void {
    if (this.live) this.#host.cancelOrder(this);
  }
}
