import type { Ohlcv } from '../data/ohlcv.ts';
import { fillPricing, type FillPricing } from './fill-price.ts';
import type { CommissionFn, ResolvedOptions } from './options.ts';
import { Order, type OrderHost } from './order.ts';
import { floorDiv, roundHalfEven } from './python-math.ts';
import { Trade, type TradeHost } from './trade.ts';
import { TradeLog } from './trade-log.ts';

/** `1 − machine epsilon`: the default order size, i.e. all available margin. */
export const FULL_EQUITY = 1 - Number.EPSILON;

export interface OrderRequest {
  /**
   * A fraction of available margin (0 < size < 1) or a quantity ≥ 1 (a whole multiple of the unit).
   * Default: all available margin.
   */
  size?: number;
  /**
   * A quantity of the instrument, any multiple of the unit, also below 1 (e.g. 0.5 BTC with a unit of
   * 1e-8) — backtesting.py's FractionalBacktest sizes. Instead of `size`.
   */
  units?: number;
  limit?: number;
  stop?: number;
  /** Stop-loss price of the resulting trade. */
  sl?: number;
  /** Take-profit price of the resulting trade. */
  tp?: number;
  tag?: string;
}

const EMPTY: readonly never[] = [];
const orNaN = (x: number | undefined): number => (x === undefined ? NaN : x);

/**
 * The simulated broker: order queue, open trades, cash, and the per-bar processing that fills
 * orders against a bar's prices with backtesting.py's ordering rules.
 */
export class Broker implements OrderHost, TradeHost {
  readonly orders: Order[] = [];
  readonly trades: Trade[] = [];
  readonly closed = new TradeLog();
  cash: number;
  /** The bar being processed (also the last bar the strategy sees). */
  i = 0;
  readonly #open: Float64Array;
  readonly #high: Float64Array;
  readonly #low: Float64Array;
  readonly #close: Float64Array;
  readonly #commission: CommissionFn;
  readonly #pricing: FillPricing;
  readonly #leverage: number;
  readonly #tradeOnClose: boolean;
  readonly #hedging: boolean;
  readonly #exclusive: boolean;
  readonly #unit: number;
  readonly #lot: number;
  readonly #roundsLots: boolean;

  constructor(data: Ohlcv, options: ResolvedOptions) {
    this.#open = data.open;
    this.#high = data.high;
    this.#low = data.low;
    this.#close = data.close;
    this.cash = options.cash;
    this.#commission = options.commission;
    this.#pricing = fillPricing(data, options);
    this.#leverage = options.leverage;
    this.#tradeOnClose = options.tradeOnClose;
    this.#hedging = options.hedging;
    this.#exclusive = options.exclusiveOrders;
    this.#unit = options.unit;
    this.#lot = options.lot;
    this.#roundsLots = options.roundsLots;
  }

  get lastClose(): number {
    return this.#close[this.i];
  }

  /** Cash plus open trades marked at the last close (no exit commission). */
  get equity(): number {
    const c = this.#close[this.i];
    let pl = 0;
    for (const t of this.trades) pl += t.size * (c - t.entryPrice);
    return this.cash + pl;
  }

  get marginAvailable(): number {
    const c = this.#close[this.i];
    let used = 0;
    for (const t of this.trades) used += (Math.abs(t.size) * c) / this.#leverage;
    return Math.max(0, this.equity - used);
  }

  /** Net open units. */
  get positionSize(): number {
    let size = 0;
    for (const t of this.trades) size += t.size;
    return size;
  }

  /** Places a buy (`sign = 1`) or sell (`sign = -1`) order; throws on an invalid size or SL/limit/TP order. */
  placeOrder(sign: 1 | -1, request: OrderRequest = {}): Order {
    const { units } = request;
    if (units !== undefined && request.size !== undefined)
      throw new RangeError('give an order size or units, not both');
    const size = units ?? request.size ?? FULL_EQUITY;
    const fraction = units === undefined && size < 1;
    if (!(size > 0 && (fraction || this.#isWholeUnits(size)))) {
      throw new RangeError(
        units === undefined
          ? `order size must be a fraction in (0, 1) or a whole number of units ≥ 1, got ${size}`
          : `order units must be a positive multiple of the unit ${this.#unit}, got ${units}`,
      );
    }
    return this.newOrder(
      sign * size,
      orNaN(request.limit),
      orNaN(request.stop),
      orNaN(request.sl),
      orNaN(request.tp),
      request.tag,
      null,
      fraction,
    );
  }

  /** `quantity` is a whole number of units (up to rounding error). */
  #isWholeUnits(quantity: number): boolean {
    const lots = quantity / this.#unit;
    return lots >= 1 - 1e-9 && Math.abs(lots - Math.round(lots)) <= Math.max(1e-9, lots * 1e-12);
  }

  newOrder(
    size: number,
    limit: number,
    stop: number,
    sl: number,
    tp: number,
    tag: string | undefined,
    trade: Trade | null,
    fraction = false,
  ): Order {
    const reference =
      limit === limit ? limit : stop === stop ? stop : this.adjustedPrice(size, this.lastClose);
    const low = size > 0 ? sl : tp;
    const high = size > 0 ? tp : sl;
    if (!((low === low ? low : -Infinity) < reference && reference < (high === high ? high : Infinity))) {
      throw new RangeError(
        size > 0
          ? `long orders require SL (${sl}) < LIMIT/STOP/PRICE (${reference}) < TP (${tp})`
          : `short orders require TP (${tp}) < LIMIT/STOP/PRICE (${reference}) < SL (${sl})`,
      );
    }
    const order = new Order(this, size, limit, stop, sl, tp, trade, tag, fraction);
    if (trade === null && this.#exclusive) {
      for (const o of this.orders.slice()) if (!o.isContingent) this.cancelOrder(o);
      for (const t of this.trades.slice()) t.close();
    }
    if (trade !== null && stop === stop) this.orders.unshift(order);
    else this.orders.push(order);
    return order;
  }

  cancelOrder(order: Order): void {
    this.removeOrder(order);
    const trade = order.parentTrade;
    if (trade !== null) {
      if (trade.slOrder === order) trade.slOrder = null;
      else if (trade.tpOrder === order) trade.tpOrder = null;
    }
  }

  closeTradeOrder(trade: Trade, portion: number): void {
    if (!(portion > 0 && portion <= 1)) throw new RangeError(`portion must be in (0, 1], got ${portion}`);
    const lot = this.#lot;
    const units = Math.max(1, roundHalfEven((Math.abs(trade.size) * portion) / lot)) * lot;
    const order = new Order(this, trade.size > 0 ? -units : units, NaN, NaN, NaN, NaN, trade, trade.tag);
    this.orders.unshift(order);
  }

  setBracket(trade: Trade, kind: 'sl' | 'tp', price: number): void {
    const existing = kind === 'sl' ? trade.slOrder : trade.tpOrder;
    if (existing !== null) existing.cancel();
    if (kind === 'sl') trade.slPrice = price;
    else trade.tpPrice = price;
    const order =
      price === price && price !== 0
        ? kind === 'sl'
          ? this.newOrder(-trade.size, NaN, price, NaN, NaN, trade.tag, trade)
          : this.newOrder(-trade.size, price, NaN, NaN, NaN, trade.tag, trade)
        : null;
    if (kind === 'sl') trade.slOrder = order;
    else trade.tpOrder = order;
  }

  /**
   * Broker step of bar `i`: fills what the bar's prices allow, then returns the equity at its close.
   */
  step(i: number): number {
    this.i = i;
    this.processOrders();
    return this.equity;
  }

  /** Closes every open trade at the current close (the account ran out of money). */
  liquidate(): void {
    const c = this.#close[this.i];
    for (const t of this.trades.slice()) this.closeTrade(t, c, this.i);
    this.cash = 0;
  }

  processOrders(): void {
    const i = this.i;
    const open = this.#open[i];
    const high = this.#high[i];
    const low = this.#low[i];
    let reprocess = false;
    const queue = this.orders.length === 0 ? EMPTY : this.orders.slice();
    for (const order of queue) {
      if (!order.live) continue;
      const isLong = order.size > 0;
      const stop = order.stop;
      if (stop === stop) {
        if (!(isLong ? high >= stop : low <= stop)) continue;
        order.stop = NaN;
      }
      const limit = order.limit;
      const contingent = order.isContingent;
      let price: number;
      if (limit === limit) {
        const limitHit = isLong ? low <= limit : high >= limit;
        const limitBeforeStop = limitHit && stop === stop && (isLong ? limit <= stop : limit >= stop);
        if (!limitHit || limitBeforeStop) continue;
        const base = stop === stop ? stop : open;
        price = isLong ? Math.min(base, limit) : Math.max(base, limit);
      } else {
        price = this.#tradeOnClose && !contingent ? this.#close[i - 1] : open;
        if (stop === stop) price = isLong ? Math.max(price, stop) : Math.min(price, stop);
      }
      const isMarket = limit !== limit && stop !== stop;
      const bar = isMarket && this.#tradeOnClose && !contingent ? i - 1 : i;
      if (limit !== limit) price = this.#pricing.market(order.size, price, bar);

      const trade = order.parentTrade;
      if (trade !== null) {
        const size = Math.sign(order.size) * Math.min(Math.abs(trade.size), Math.abs(order.size));
        if (trade.open) this.reduceTrade(trade, price, size, bar);
        if (order.live) this.removeOrder(order);
        continue;
      }

      const adjusted = this.adjustedPrice(order.size, price);
      const perUnit = adjusted + this.#commission(order.size, price) / Math.abs(order.size);
      const lot = this.#lot;
      const units = order.fraction
        ? floorDiv(this.marginAvailable * this.#leverage * Math.abs(order.size), perUnit * lot) * lot
        : this.#roundsLots
          ? Math.floor(Math.abs(order.size) / lot + 1e-9) * lot
          : Math.abs(order.size);
      if (units === 0) {
        this.removeOrder(order);
        continue;
      }
      const size = isLong ? units : -units;
      let need = size;
      if (!this.#hedging) {
        for (const t of this.trades.slice()) {
          if (t.size > 0 === isLong) continue;
          if (Math.abs(need) >= Math.abs(t.size)) {
            this.closeTrade(t, price, bar);
            need += t.size;
          } else {
            this.reduceTrade(t, price, need, bar);
            need = 0;
          }
          if (need === 0) break;
        }
      }
      if (Math.abs(need) * perUnit > this.marginAvailable * this.#leverage) {
        this.removeOrder(order);
        continue;
      }
      if (need !== 0) {
        this.openTrade(adjusted, need, order.sl, order.tp, bar, order.tag);
        if (order.sl === order.sl || order.tp === order.tp) {
          if (isMarket) reprocess = true;
          else if (
            stop === stop &&
            limit !== limit &&
            order.tp === order.tp &&
            (isLong
              ? order.tp <= high && (order.sl === order.sl ? order.sl : -Infinity) < low
              : order.tp >= low && (order.sl === order.sl ? order.sl : Infinity) > high)
          ) {
            reprocess = true;
          }
        }
      }
      this.removeOrder(order);
    }
    if (reprocess) this.processOrders();
  }

  private adjustedPrice(size: number, price: number): number {
    return this.#pricing.entry(size, price);
  }

  private removeOrder(order: Order): void {
    order.live = false;
    const k = this.orders.indexOf(order);
    if (k >= 0) this.orders.splice(k, 1);
  }

  private openTrade(
    price: number,
    size: number,
    sl: number,
    tp: number,
    bar: number,
    tag: string | undefined,
  ) {
    const trade = new Trade(this, size, price, bar, tag);
    this.trades.push(trade);
    this.cash -= this.#commission(size, price);
    if (tp === tp) trade.tp = tp;
    if (sl === sl) trade.sl = sl;
  }

  /** Reduces `trade` by `size` (of opposite sign) at `price`, closing it when nothing is left. */
  private reduceTrade(trade: Trade, price: number, size: number, bar: number): void {
    const left = trade.size + size;
    if (left === 0) {
      this.closeTrade(trade, price, bar);
      return;
    }
    trade.size = left;
    if (trade.slOrder !== null) trade.slOrder.size = -left;
    if (trade.tpOrder !== null) trade.tpOrder.size = -left;
    this.recordClose(-size, trade.entryPrice, trade.entryBar, NaN, NaN, trade.tag, price, bar);
  }

  private closeTrade(trade: Trade, price: number, bar: number): void {
    this.trades.splice(this.trades.indexOf(trade), 1);
    trade.open = false;
    if (trade.slOrder !== null) this.removeOrder(trade.slOrder);
    if (trade.tpOrder !== null) this.removeOrder(trade.tpOrder);
    this.recordClose(
      trade.size,
      trade.entryPrice,
      trade.entryBar,
      trade.slPrice,
      trade.tpPrice,
      trade.tag,
      price,
      bar,
    );
  }

  private recordClose(
    size: number,
    entryPrice: number,
    entryBar: number,
    sl: number,
    tp: number,
    tag: string | undefined,
    price: number,
    bar: number,
  ): void {
    const exitCommission = this.#commission(size, price);
    this.cash -= exitCommission;
    this.cash += size * (price - entryPrice);
    const commission = exitCommission + this.#commission(size, entryPrice);
    this.closed.add(size, entryBar, bar, entryPrice, price, commission, sl, tp, tag);
  }
}
