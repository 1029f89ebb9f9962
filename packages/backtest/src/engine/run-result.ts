import type { Stats } from '../stats/stats.ts';
import type { SignalAccount } from './signal-loop.ts';
import type { TradeColumns } from './trade-log.ts';

/** A trade still open when the data ended (not in the trade list nor the statistics). */
export interface OpenTrade {
  size: number;
  entryBar: number;
  entryPrice: number;
  /** Stop-loss and take-profit prices, when set. */
  sl?: number;
  tp?: number;
  tag?: string;
}

export interface BacktestResult {
  stats: Stats;
  /** Closed trades, column-wise. */
  trades: TradeColumns;
  /** Equity at every bar's close (warm-up bars hold the initial cash). */
  equity: Float64Array;
  /**
   * Drawdown from the running equity peak at every bar, as a fraction (0.25 = 25 % below the peak);
   * computed from `equity` on first read.
   */
  readonly drawdown: Float64Array;
  openTrades: OpenTrade[];
  /** The indicators the strategy declared, by name. */
  indicators: Record<string, Float64Array>;
  /** Index of the first bar where every indicator has a value. */
  warmup: number;
  /** The signal loop's account at the end, to resume from (undefined when the general broker ran). */
  account?: SignalAccount;
}
