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
}

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
  };
}
