/**
 * The statistics of a run, with backtesting.py's field names. Times are epoch milliseconds and
 * durations milliseconds; NaN where a figure is undefined (e.g. no trades).
 */
export interface Stats {
  Start: number;
  End: number;
  Duration: number;
  'Exposure Time [%]': number;
  'Equity Final [$]': number;
  'Equity Peak [$]': number;
  /** Omitted when no commission was paid. */
  'Commissions [$]'?: number;
  'Return [%]': number;
  'Buy & Hold Return [%]': number;
  'Return (Ann.) [%]': number;
  'Volatility (Ann.) [%]': number;
  'CAGR [%]': number;
  'Sharpe Ratio': number;
  'Sortino Ratio': number;
  'Calmar Ratio': number;
  'Alpha [%]': number;
  Beta: number;
  'Max. Drawdown [%]': number;
  'Avg. Drawdown [%]': number;
  'Max. Drawdown Duration': number;
  'Avg. Drawdown Duration': number;
  '# Trades': number;
  'Win Rate [%]': number;
  'Best Trade [%]': number;
  'Worst Trade [%]': number;
  'Avg. Trade [%]': number;
  'Max. Trade Duration': number;
  'Avg. Trade Duration': number;
  'Profit Factor': number;
  'Expectancy [%]': number;
  SQN: number;
  'Kelly Criterion': number;
}

export type StatName = keyof Stats;

/** Fields holding a point in time (epoch ms). */
export const TIME_STATS: readonly StatName[] = ['Start', 'End'];

/** Fields holding a duration (ms). */
export const DURATION_STATS: readonly StatName[] = [
  'Duration',
  'Max. Drawdown Duration',
  'Avg. Drawdown Duration',
  'Max. Trade Duration',
  'Avg. Trade Duration',
];
