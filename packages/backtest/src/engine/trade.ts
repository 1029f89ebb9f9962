import type { Order } from './order.ts';

/** What a trade needs from the broker that holds it. */
export interface TradeHost {
  readonly lastClose: number;
  closeTradeOrder(trade: Trade, portion: number): void;
  setBracket(trade: Trade, kind: 'sl' | 'tp', price: number): void;
}

/** An open trade (or a closed one, once `exitBar` is set). */
export class Trade {
  size: number;
  readonly entryPrice: number;
  readonly entryBar: number;
  /** Changed to `MANUAL_TAG` when a manual order closes the trade. */
  tag: string | undefined;
  slOrder: Order | null = null;
  tpOrder: Order | null = null;
  /** Bracket prices; NaN when unset. */
  slPrice = NaN;
  tpPrice = NaN;
  open = true;
  readonly #host: TradeHost;

  constructor(host: TradeHost, size: number, entryPrice: number, entryBar: number, tag: string | undefined) {
    this.#host = host;
    this.size = size;
    this.entryPrice = entryPrice;
    this.entryBar = entryBar;
    this.tag = tag;
  }

  get isLong(): boolean {
    return this.size > 0;
  }

  /** Unrealised profit at the last close, before exit commission. */
  get pl(): number {
    return this.size * (this.#host.lastClose - this.entryPrice);
  }

  get plPct(): number {
    return (this.size > 0 ? 1 : -1) * (this.#host.lastClose / this.entryPrice - 1);
  }

  get sl(): number {
    return this.slPrice;
  }

  /** Moves (or with NaN removes) the stop-loss; the order is re-placed at the front of the queue. */
  set sl(price: number) {
    this.#host.setBracket(this, 'sl', price);
  }

  get tp(): number {
    return this.tpPrice;
  }

  set tp(price: number) {
    this.#host.setBracket(this, 'tp', price);
  }

  /** Places an order closing `portion` (0 < portion ≤ 1) of the trade, at least one unit. */
  close(portion = 1): void {
    this.#host.closeTradeOrder(this, portion);
  }
}
