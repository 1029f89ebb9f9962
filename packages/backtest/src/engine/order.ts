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
  /** Signed: positive buys, negative sells. Between -1 and 1 (exclusive) it is a fraction of margin. */
  size: number;
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
  ) {
    this.#host = host;
    this.size = size;
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
