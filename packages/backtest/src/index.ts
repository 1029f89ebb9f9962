// The public API: a backtest of a strategy over OHLCV data, its strategies and indicators, and data
// parsing. Internals (the broker, option resolution) stay behind it.
export { Backtest, type OptimizedBacktest, type StrategySource } from './backtest.ts';
export { runBacktest, type Resume } from './engine/run-backtest.ts';
export type { SignalAccount } from './engine/signal-loop.ts';
export {
  barAt,
  barsOf,
  emptyColumns,
  ohlcvOf,
  ohlcvOfColumns,
  type Bar,
  type Ohlcv,
  type OhlcvColumns,
} from './data/ohlcv.ts';
export { parseCsv, CsvFormatError, type CsvProblem, type ParseCsvOptions } from './data/csv.ts';
export type { OrderRequest } from './engine/broker.ts';
export {
  MANUAL_TAG,
  type BacktestOptions,
  type Commission,
  type CommissionFn,
  type ManualOrder,
} from './engine/options.ts';
export type { Order } from './engine/order.ts';
export type { BacktestResult, OpenTrade } from './engine/run-result.ts';
export {
  SignalStrategy,
  type StrategyContext,
  type IndicatorOptions,
  type InitContext,
  type PositionView,
  type Strategy,
} from './engine/strategy.ts';
export type { Trade } from './engine/trade.ts';
export type { TradeColumns } from './engine/trade-log.ts';
export { DURATION_STATS, TIME_STATS, type StatName, type Stats } from './stats/stats.ts';
export { isOverlay } from './stats/overlay.ts';
export {
  backtestReport,
  REPORT_DRAWDOWNS,
  ROLLING_WINDOW,
  type BacktestReport,
  type ReportDrawdown,
} from './stats/report.ts';
export type { CalendarUnit, RollingRisk } from './stats/rolling-risk.ts';
export type { YearReturns } from './stats/monthly-returns.ts';
export * from './indicators/index.ts';
export { crossSignal, crossedAbove } from './strategies/crossover.ts';
export { SmaCross, SMA_CROSS_DEFAULTS, type SmaCrossParams } from './strategies/sma-cross.ts';
export {
  BollingerBreakout,
  BOLLINGER_BREAKOUT_DEFAULTS,
  type BollingerBreakoutParams,
} from './strategies/bollinger-breakout.ts';
export {
  DonchianBreakout,
  DONCHIAN_BREAKOUT_DEFAULTS,
  type DonchianBreakoutParams,
} from './strategies/donchian-breakout.ts';
export { EmaCross, EMA_CROSS_DEFAULTS, type EmaCrossParams } from './strategies/ema-cross.ts';
export { MacdCross, MACD_CROSS_DEFAULTS, type MacdCrossParams } from './strategies/macd-cross.ts';
export { Paracima, PARACIMA_DEFAULTS, type ParacimaParams } from './strategies/paracima.ts';
export { RsiReversion, RSI_REVERSION_DEFAULTS, type RsiReversionParams } from './strategies/rsi-reversion.ts';
export { Setup123, SETUP_123_DEFAULTS, type Setup123Params } from './strategies/setup-123.ts';
export { trailStops } from './strategies/trailing-stop.ts';
export {
  BUILT_IN_STRATEGIES,
  createStrategy,
  findStrategy,
  type ParamSpec,
  type StrategyDefinition,
  type StrategyParams,
} from './strategies/registry.ts';
export { RuleStrategy } from './rules/rule-strategy.ts';
export { operandName } from './rules/operand-series.ts';
export {
  COMPARISONS,
  conditionSchema,
  operandSchema,
  ruleStrategySchema,
  type Condition,
  type ConditionInput,
  type Operand,
  type OperandInput,
  type ParsedRuleStrategy,
  type RuleStrategySpec,
} from './rules/rule-schema.ts';
export { strategyFactory, type StrategyRef } from './strategies/strategy-ref.ts';
export type { RiskSettings } from './strategies/risk.ts';
export {
  allowedOf,
  bestOf,
  evaluate,
  optimize,
  scoreOf,
  searchOf,
  type Direction,
  type Evaluation,
  type Objective,
  type OptimizePlan,
  type OptimizeResult,
  type OptimizeRun,
} from './optimize/optimize.ts';
export type { ParamDomain, ParamSet, ParamSpace } from './optimize/param-space.ts';
export { heatmap, type Heatmap } from './optimize/heatmap.ts';
export {
  constraintOf,
  evaluateExpression,
  ExpressionError,
  MAX_EXPRESSION_LENGTH,
  parseExpression,
  type Expression,
} from './optimize/expression.ts';
export {
  walkForward,
  walkForwardCuts,
  type WalkForwardPlan,
  type WalkForwardWindow,
} from './optimize/walk-forward.ts';
export {
  monteCarlo,
  type Distribution,
  type MonteCarloOptions,
  type MonteCarloResult,
} from './optimize/monte-carlo.ts';
export { sliceOhlcv } from './optimize/slice-ohlcv.ts';
