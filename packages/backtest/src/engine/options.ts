/** Commission per fill: `fee(size, price)` in cash units, `size` signed. */
export type CommissionFn = (size: number, price: number) => number;

/**
 * A relative rate (`0.002` = 0.2 % of the traded value), a `[fixed, relative]` pair, or a function.
 * Charged on entry and on exit.
 */
export type Commission = number | readonly [fixed: number, relative: number] | CommissionFn;

export interface BacktestOptions {
  /** Initial cash. Default 10 000. */
  cash?: number;
  /** Default 0. */
  commission?: Commission;
  /** Bid-ask spread as a fraction of price, paid once, on entry. Default 0. */
  spread?: number;
  /** Required margin ratio (1 / leverage). Default 1 (no leverage). */
  margin?: number;
  /** Market orders fill at the signal bar's close instead of the next bar's open. Default false. */
  tradeOnClose?: boolean;
  /** Allow simultaneous long and short trades instead of netting them FIFO. Default false. */
  hedging?: boolean;
  /** Every new entry order cancels pending orders and closes open trades first. Default false. */
  exclusiveOrders?: boolean;
  /** Close trades still open at the end (at the last bar's open) so they count in the statistics. */
  finalizeTrades?: boolean;
  /**
   * Smallest tradable quantity. Default 1 (whole units); e.g. 1e-8 for satoshi-sized crypto positions.
   */
  unit?: number;
  /**
   * Orders are sized in whole multiples of it (B3 stocks trade in lots of 100): a full-equity order buys
   * whole lots, an explicit quantity is rounded down to whole lots (dropped below one). Default: none.
   */
  lotSize?: number;
  /** Fill prices that spread or slippage move are rounded to it, against the trader. Default: none. */
  tickSize?: number;
  /** Slippage of every market and stop fill, entries and exits, against the trader, in price. Default 0. */
  slippage?: number;
  /** More slippage, as a fraction of the fill bar's range (high − low). Default 0. */
  slippageRange?: number;
  /** Orders placed by hand besides the strategy's (a paper session's), each at the close of its bar. */
  manualOrders?: readonly ManualOrder[];
}

/**
 * An order placed by hand at the close of bar `bar`, filled like a strategy's market order: a buy or a sell of
 * `units`, or the close of every open trade. Its trades are tagged `MANUAL_TAG`.
 */
export type ManualOrder = { bar: number } & ({ side: 'buy' | 'sell'; units: number } | { side: 'close' });

export const MANUAL_TAG = 'manual';

export interface ResolvedOptions {
  cash: number;
  commission: CommissionFn;
  spread: number;
  leverage: number;
  tradeOnClose: boolean;
  hedging: boolean;
  exclusiveOrders: boolean;
  finalizeTrades: boolean;
  unit: number;
  /** The step orders are sized in: the lot when given, else the unit. */
  lot: number;
  /** Explicit quantities are rounded down to whole lots. */
  roundsLots: boolean;
  tickSize: number;
  slippage: number;
  slippageRange: number;
  manualOrders: readonly ManualOrder[];
}

export function commissionFunction(commission: Commission = 0): CommissionFn {
  if (typeof commission === 'function') return commission;
  if (typeof commission === 'number') {
    if (!(commission > -0.1 && commission < 0.1)) {
      throw new RangeError(`commission must be a relative rate in (-0.1, 0.1), got ${commission}`);
    }
    return (size, price) => Math.abs(size) * price * commission;
  }
  const [fixed, relative] = commission;
  if (!Number.isFinite(fixed) || !Number.isFinite(relative)) {
    throw new RangeError(`commission [fixed, relative] must be finite numbers`);
  }
  return (size, price) => fixed + Math.abs(size) * price * relative;
}

export function resolveOptions(options: BacktestOptions = {}): ResolvedOptions {
  const cash = options.cash ?? 10_000;
  const margin = options.margin ?? 1;
  const spread = options.spread ?? 0;
  const unit = options.unit ?? 1;
  if (!(cash > 0) || !Number.isFinite(cash))
    throw new RangeError(`cash must be a positive number, got ${cash}`);
  if (!(margin > 0 && margin <= 1)) throw new RangeError(`margin must be in (0, 1], got ${margin}`);
  if (!(spread >= 0 && spread < 0.1)) throw new RangeError(`spread must be in [0, 0.1), got ${spread}`);
  if (!(unit > 0 && unit <= 1)) throw new RangeError(`unit must be in (0, 1], got ${unit}`);
  const { lotSize, tickSize = 0, slippage = 0, slippageRange = 0 } = options;
  if (lotSize !== undefined && !(lotSize > 0 && Number.isFinite(lotSize)))
    throw new RangeError(`lotSize must be a positive number, got ${lotSize}`);
  if (!(tickSize >= 0 && Number.isFinite(tickSize)))
    throw new RangeError(`tickSize must be a positive number, got ${tickSize}`);
  if (!(slippage >= 0 && Number.isFinite(slippage)))
    throw new RangeError(`slippage must be a price amount ≥ 0, got ${slippage}`);
  if (!(slippageRange >= 0 && slippageRange <= 1))
    throw new RangeError(`slippageRange must be in [0, 1], got ${slippageRange}`);
  return {
    cash,
    commission: commissionFunction(options.commission),
    spread,
    leverage: 1 / margin,
    tradeOnClose: options.tradeOnClose ?? false,
    hedging: options.hedging ?? false,
    exclusiveOrders: options.exclusiveOrders ?? false,
    finalizeTrades: options.finalizeTrades ?? false,
    unit,
    lot: lotSize ?? unit,
    roundsLots: lotSize !== undefined,
    tickSize,
    slippage,
    slippageRange,
    manualOrders: options.manualOrders ?? [],
  };
}
