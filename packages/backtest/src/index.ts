export type { Ohlcv } from './data/ohlcv.ts';
export { barCount } from './data/ohlcv.ts';
export { Broker, FULL_EQUITY, type OrderRequest } from './engine/broker.ts';
export {
  commissionFunction,
  resolveOptions,
  type BacktestOptions,
  type Commission,
  type CommissionFn,
} from './engine/options.ts';
export { Order } from './engine/order.ts';
export { runBacktest } from './engine/run-backtest.ts';
export type { BacktestResult, OpenTrade } from './engine/run-result.ts';
export {
  SignalStrategy,
  StrategyContext,
  type IndicatorOptions,
  type InitContext,
  type PositionView,
  type Strategy,
} from './engine/strategy.ts';
export { Trade } from './engine/trade.ts';
export type { TradeColumns } from './engine/trade-log.ts';
export { computeStats } from './stats/compute-stats.ts';
export { DURATION_STATS, TIME_STATS, type StatName, type Stats } from './stats/stats.ts';
export { crossSignal, crossedAbove } from './strategies/crossover.ts';
export { pandasRollingMean } from './strategies/pandas-rolling-mean.ts';
export { SmaCross, SMA_CROSS_DEFAULTS, type SmaCrossParams } from './strategies/sma-cross.ts';
