import type { Ohlcv } from '../data/ohlcv.ts';
import { FULL_EQUITY } from './broker.ts';
import type { CommissionFn, ResolvedOptions } from './options.ts';
import { floorDiv } from './python-math.ts';
import type { TradeLog } from './trade-log.ts';

/**
 * The account of the signal loop: cash and at most one open trade, filled with exclusive,
 * full-size market orders exactly as the general broker fills them.
 */
export class SignalAccount {
  // Initialised to a number, not left undefined until the constructor runs: a field that starts
  // undefined holds any value, and each new cash amount would then be a new heap object.
  cash = 0;
  /** Signed units of the open trade; 0 when flat. */
  size = 0;
  entry = 0;
  entryBar = 0;
  readonly #log: TradeLog;
  readonly #commission: CommissionFn;
  readonly #spread: number;
  readonly #leverage: number;
  readonly #unit: number;
  /** Orders fill at the previous close with `tradeOnClose`, else at the bar's open. */
  readonly #fillPrices: Float64Array;
  readonly #fillOffset: number;

  constructor(data: Ohlcv, options: ResolvedOptions, log: TradeLog) {
    this.cash = options.cash;
    this.#log = log;
    this.#commission = options.commission;
    this.#spread = options.spread;
    this.#leverage = options.leverage;
    this.#unit = options.unit;
    this.#fillPrices = options.tradeOnClose ? data.close : data.open;
    this.#fillOffset = options.tradeOnClose ? -1 : 0;
  }

  /** Closes the open trade at `price` on `bar` and logs it. */
  close(price: number, bar: number): void {
    const commission = this.#commission;
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
    const commission = this.#commission;
    const spread = this.#spread;
    const leverage = this.#leverage;
    const unit = this.#unit;
    const bar = i + this.#fillOffset;
    const price = this.#fillPrices[bar];
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
