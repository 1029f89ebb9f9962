import { JOB_STATES, type JobState } from './jobs.ts';

/**
 * The Paracima backtest lab's API: instruments and their candles, strategies (versioned), and runs
 * (backtests, optimisations, walk-forward and Monte Carlo analyses) as jobs. Times are epoch milliseconds (UTC); rates are fractions
 * (`commission_rate: 0.002` is 0.2 %), as the engine and its command line take them.
 */
export const TRADING_API = '/api/trading';

/** Candle periods, finest first. Minutes and hours align to the instrument's local midnight. */
export const TIMEFRAMES = ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w', '1M'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

/** The built-in strategies of packages/backtest, by id (a test keeps both lists equal). */
export const BUILT_IN_STRATEGY_IDS = [
  'sma-cross',
  'ema-cross',
  'rsi-reversion',
  'bollinger-breakout',
  'donchian-breakout',
  'macd-cross',
  'setup-123',
  'paracima',
] as const;

/** A Monte Carlo analysis resamples a finished backtest's trades: a run of its own, on the same queue. */
export const RUN_KINDS = ['backtest', 'optimization', 'walk_forward', 'monte_carlo'] as const;
export type RunKind = (typeof RUN_KINDS)[number];
/** A run's life is a job's: queued → running → done, failed or cancelled. */
export const RUN_STATES = JOB_STATES;
export type RunState = JobState;

/** Statistics an optimisation may maximise or minimise (backtesting.py's names; every one but the dates). */
export const OPTIMIZE_OBJECTIVES = [
  'SQN',
  'Sharpe Ratio',
  'Sortino Ratio',
  'Calmar Ratio',
  'Return [%]',
  'Equity Final [$]',
  'Win Rate [%]',
  'Profit Factor',
  'Expectancy [%]',
  'Exposure Time [%]',
  'Equity Peak [$]',
  'Commissions [$]',
  'Buy & Hold Return [%]',
  'Return (Ann.) [%]',
  'Volatility (Ann.) [%]',
  'CAGR [%]',
  'Alpha [%]',
  'Beta',
  'Max. Drawdown [%]',
  'Avg. Drawdown [%]',
  'Max. Drawdown Duration',
  'Avg. Drawdown Duration',
  '# Trades',
  'Best Trade [%]',
  'Worst Trade [%]',
  'Avg. Trade [%]',
  'Max. Trade Duration',
  'Avg. Trade Duration',
  'Kelly Criterion',
] as const;

/** Whether an optimisation looks for the highest value of its objective or the lowest. */
export const OPTIMIZE_DIRECTIONS = ['max', 'min'] as const;
export type OptimizeDirection = (typeof OPTIMIZE_DIRECTIONS)[number];
/** How an optimisation picks the parameter sets it tries beyond the whole grid: at random, or by a model. */
export const SEARCH_METHODS = ['random', 'model'] as const;
export type SearchMethod = (typeof SEARCH_METHODS)[number];
/** A model-based search chooses each set from all the values before it: its budget is smaller. */
export const MODEL_SEARCH_MAX_TRIES = 1000;
/** A constraint's or a formula's length at most (the engine's parser refuses longer ones too). */
export const OPTIMIZE_EXPRESSION_MAX = 300;
