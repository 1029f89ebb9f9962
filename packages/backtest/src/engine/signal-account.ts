import type { Ohlcv } from '../data/ohlcv.ts';
import { FULL_EQUITY } from './broker.ts';
import type { ResolvedOptions } from './options.ts';
import { floorDiv } from './python-math.ts';
import type { TradeLog } from './trade-log.ts';

/**
 * The account of the signal loop: cash and at most one open trade, filled with exclusive,
 * full-size market orders exactly as the general broker fills them.
 */
export class SignalAccount {
  cash: number;
  /** Signed units of the open trade; 0 when flat. */
  size = 0;
  entry = 0;
  entryBar = 0;
  readonly #data: Ohlcv;
  readonly #options: ResolvedOptions;
  readonly #log: TradeLog;

  constructor(data: Ohlcv, options: ResolvedOptions, log: TradeLog) {
    this.cash = options.cash;
    this.#data = data;
    this.#options = options;
    this.#log = log;
  }

  /** Closes the open trade at `price` on `bar` and logs it. */
  close(price: number, bar: number): void {
    const { commission } = this.#options;
    const { size, entry } = this;
    const exitCommission = commission(size, price);
    this.cash -= exitCommission;
    this.cash += size * (price - entry);
    this.#log.add(size, this.entryBar, bar, entry, price, exitCommission + commission(size, entry));
    this.size = 0;
    this.entry = 0;
  }

  /**
   * Fills the orders placed on the bar before `i`: closes the open trade if `closing`, then enters
   * `direction` (+1 long, −1 short, 0 none) with all available equity.
   */
  fill(i: number, closing: boolean, direction: number): void {
    const { commission, spread, leverage, tradeOnClose, unit } = this.#options;
    const price = tradeOnClose ? this.#data.close[i - 1] : this.#data.open[i];
    const bar = tradeOnClose ? i - 1 : i;
    if (closing && this.size !== 0) this.close(price, bar);
    if (direction === 0) return;
    const orderSize = direction * FULL_EQUITY;
    const adjusted = price * (1 + (direction > 0 ? spread : -spread));
    const perUnit = adjusted + commission(orderSize, price) / FULL_EQUITY;
    const available = Math.max(0, this.cash);
    const units = floorDiv(available * leverage * FULL_EQUITY, perUnit * unit) * unit;
    if (units === 0 || units * perUnit > available * leverage) return;
    this.size = direction * units;
    this.entry = adjusted;
    this.entryBar = bar;
    this.cash -= commission(this.size, adjusted);
  }
}
