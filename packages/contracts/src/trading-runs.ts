import { z } from 'zod';
import './zod-config.ts';
import { calendarDate, idSchema, int32, safeString } from './schema-helpers.ts';
import { listQuerySchema } from './api.ts';
import { id, paramName, positive, rate } from './trading-fields.ts';
import {
  MODEL_SEARCH_MAX_TRIES,
  OPTIMIZE_DIRECTIONS,
  OPTIMIZE_EXPRESSION_MAX,
  OPTIMIZE_OBJECTIVES,
  RUN_KINDS,
  RUN_STATES,
  SEARCH_METHODS,
  TIMEFRAMES,
} from './trading.ts';
import { strategyParamsSchema } from './trading-strategies.ts';
// Runs ----------------------------------------------------------------------------------------------------

export const slippageFixed = z.number().min(0).max(1e6);
export const slippageRange = z.number().min(0).max(1);

export const runSettingsSchema = z.object({
  cash: positive(1e12).default(10_000),
  /** Per fill, in the instrument's currency. */
  commission_fixed: z.number().min(0).max(1e6).default(0),
  /** Per fill, as a fraction of the traded value (0.002 = 0.2 %). */
  commission_rate: rate.default(0),
  /** Bid-ask spread as a fraction of the price, paid on entry. */
  spread: rate.default(0),
  /** Required margin as a fraction of a position's value (1 / leverage); 1 trades without leverage. */
  margin: z.number().min(0.01).max(1).default(1),
  exclusive_orders: z.boolean().default(false),
  trade_on_close: z.boolean().default(false),
  /** Long and short trades side by side instead of an order netting the opposite trades first. */
  hedging: z.boolean().default(false),
  /** Trades still open at the last bar are closed there and counted; a paper session never ends so. */
  finalize_trades: z.boolean().default(false),
  /** Orders in whole lots of the instrument and fill prices on its tick (B3 stocks: lots of 100). */
  round_lots: z.boolean().default(false),
  /** Slippage of every market and stop fill, against the trader: a price amount… */
  slippage_fixed: slippageFixed.default(0),
  /** …plus a fraction of the fill bar's range (high − low). */
  slippage_range: slippageRange.default(0),
});
export type RunSettings = z.infer<typeof runSettingsSchema>;

/**
 * The engine's options for a run's settings on an instrument (the shape of the backtest package's
 * `BacktestOptions`), so the server's jobs and the builder's in-browser preview compute the same run.
 */
export function engineOptionsOf(stored: RunSettings, lotSize: number, tickSize = 0) {
  // Runs stored before an option was offered lack it: its default then applies.
  const settings = runSettingsSchema.parse(stored);
  return {
    cash: settings.cash,
    // A fixed part of zero is left out: the engine then charges exactly what the command line charges.
    commission: settings.commission_fixed
      ? ([settings.commission_fixed, settings.commission_rate] as [number, number])
      : settings.commission_rate,
    spread: settings.spread,
    margin: settings.margin,
    exclusiveOrders: settings.exclusive_orders,
    tradeOnClose: settings.trade_on_close,
    hedging: settings.hedging,
    finalizeTrades: settings.finalize_trades,
    // The engine trades whole units or fractions of one; a lot of several units trades unit by unit unless
    // the run rounds to lots.
    unit: Math.min(lotSize, 1),
    ...(settings.round_lots && { lotSize, tickSize }),
    slippage: settings.slippage_fixed,
    slippageRange: settings.slippage_range,
  };
}

const runTarget = {
  instrument_id: idSchema,
  timeframe: z.enum(TIMEFRAMES).default('1d'),
  from: calendarDate().optional(),
  to: calendarDate().optional(),
  /** The exact strategy version to run (a strategy's `version_id`). */
  strategy_version_id: idSchema,
};

export const backtestRequestSchema = z.object({
  ...runTarget,
  /** Built-in parameters; they override the version's own. */
  params: strategyParamsSchema.default({}),
  ...runSettingsSchema.shape,
});
export type BacktestRequest = z.infer<typeof backtestRequestSchema>;

/** A parameter's values: a list, or a range with its step. */
export const paramDomainSchema = z.union([
  z.array(z.number()).min(1).max(200),
  z.object({ min: z.number(), max: z.number(), step: z.number().positive() }),
]);
/**
 * Part of the grid instead of all of it, with a seed (the same seed tries the same sets): drawn at random,
 * or chosen one after another by a model of the values seen so far (a Tree-structured Parzen Estimator).
 */
export const searchSampleSchema = z
  .object({
    tries: z.number().int().min(1).max(5000),
    seed: z.number().int().min(0).max(2_147_483_647).default(1),
    method: z.enum(SEARCH_METHODS).default('random'),
  })
  .refine((s) => s.method !== 'model' || s.tries <= MODEL_SEARCH_MAX_TRIES, {
    message: 'model_search_too_many_tries',
    path: ['tries'],
  });
export type SearchSample = z.infer<typeof searchSampleSchema>;

/** A constraint or a formula: see the engine's expression.ts for what it may say. */
const expression = safeString().trim().min(1).max(OPTIMIZE_EXPRESSION_MAX);

/** What an optimisation searches and for what; a walk-forward's searches take the same. */
const searchFields = {
  space: z.record(paramName, paramDomainSchema),
  /** A condition on the parameters (`n1 < n2`): the sets for which it is false are not tried. */
  constraint: expression.optional(),
  /** The statistic optimised, unless a formula of statistics (their names in double quotes) is given. */
  maximize: z.enum(OPTIMIZE_OBJECTIVES).default('SQN'),
  formula: expression.optional(),
  direction: z.enum(OPTIMIZE_DIRECTIONS).default('max'),
  sample: searchSampleSchema.optional(),
};

export const optimizationRequestSchema = z.object({
  ...runTarget,
  ...searchFields,
  ...runSettingsSchema.shape,
});
export type OptimizationRequest = z.infer<typeof optimizationRequestSchema>;

/** A walk-forward analysis: test windows, and training bars per test bar before each. */
export const WALK_FORWARD_WINDOWS = { min: 2, default: 5, max: 20 } as const;
export const WALK_FORWARD_TRAIN_RATIO = { min: 1, default: 3, max: 10 } as const;

/**
 * An optimisation's search repeated on consecutive stretches of the data: each window's best parameters are
 * then traded, unseen, on the bars that follow it.
 */
export const walkForwardRequestSchema = optimizationRequestSchema.extend({
  windows: int32()
    .min(WALK_FORWARD_WINDOWS.min)
    .max(WALK_FORWARD_WINDOWS.max)
    .default(WALK_FORWARD_WINDOWS.default),
  train_ratio: z
    .number()
    .min(WALK_FORWARD_TRAIN_RATIO.min)
    .max(WALK_FORWARD_TRAIN_RATIO.max)
    .default(WALK_FORWARD_TRAIN_RATIO.default),
  /** Training windows that all start at the first bar (growing) instead of rolling ones of fixed length. */
  anchored: z.boolean().default(false),
});
export type WalkForwardRequest = z.infer<typeof walkForwardRequestSchema>;

const stats = z.record(safeString(), z.number().nullable());

/** What a run or a paper session trades: whose it is, the instrument and its bars, the strategy version and settings. */
export const runSubjectSchema = z.object({
  owner_id: id,
  instrument_id: id,
  symbol: safeString(),
  timeframe: z.enum(TIMEFRAMES),
  from: safeString().nullable(),
  to: safeString().nullable(),
  strategy_id: id.nullable(),
  strategy_version_id: id.nullable(),
  strategy_name: safeString(),
  strategy_version: int32(),
  params: strategyParamsSchema,
  settings: runSettingsSchema,
});

export const runSchema = z.object({
  id,
  kind: z.enum(RUN_KINDS),
  state: z.enum(RUN_STATES),
  progress: z.number(),
  error: safeString().nullable(),
  job_id: safeString().nullable(),
  ...runSubjectSchema.shape,
  trade_count: int32().nullable(),
  final_equity: z.number().nullable(),
  return_pct: z.number().nullable(),
  created_at: safeString(),
  started_at: safeString().nullable(),
  finished_at: safeString().nullable(),
});
export type Run = z.infer<typeof runSchema>;

export const runListQuerySchema = listQuerySchema.extend({
  state: z.enum(RUN_STATES).optional(),
  instrument_id: idSchema.optional(),
});

/** Calendar periods the statistics measure returns over (days for daily and intraday bars). */
export const CALENDAR_UNITS = ['day', 'week', 'month', 'year'] as const;

/**
 * What a tear sheet adds to a backtest's statistics, computed from its equity and bars. Fractions, not
 * percentages (0.05 is 5 %), except the volatility, in percent as the statistics give it.
 */
export const backtestReportSchema = z.object({
  /**
   * Per bar (every k-th on runs longer than the equity curve keeps): the buy-and-hold equity of the instrument
   * from the first bar where every indicator has a value, and the position held at the close over the equity
   * (long positive, short negative).
   */
  bars: z.object({
    time: z.array(z.number()),
    benchmark: z.array(z.number()),
    /** Null once the equity is gone: a bankrupt account has no exposure to speak of. */
    exposure: z.array(z.number().nullable()),
  }),
  /** The Sharpe ratio and the volatility over the last `window` period returns, annualised as the statistics are. */
  rolling: z.object({
    window: int32(),
    unit: z.enum(CALENDAR_UNITS),
    periods_per_year: z.number(),
    time: z.array(z.number()),
    sharpe: z.array(z.number().nullable()),
    volatility: z.array(z.number().nullable()),
  }),
  /** Each UTC calendar year: its months' returns (January first; null without bars) and the year's. */
  monthly: z.array(
    z.object({
      year: int32(),
      months: z.array(z.number().nullable()).length(12),
      /** Null after a bankruptcy: nothing is left to return on. */
      total: z.number().nullable(),
    }),
  ),
  /** The deepest drawdowns, deepest first: peak, lowest point and recovery (null if never), times in ms. */
  drawdowns: z.array(
    z.object({
      start: z.number(),
      valley: z.number(),
      recovery: z.number().nullable(),
      depth: z.number(),
      /** From the peak to the recovery, or to the last bar when it never recovered. */
      duration: z.number(),
    }),
  ),
});
export type BacktestReport = z.infer<typeof backtestReportSchema>;

/** A backtest with its statistics (backtesting.py's names; null where undefined) and equity curve. */
export const backtestSchema = runSchema.extend({
  stats: stats.nullable(),
  /** At most a few thousand points: longer curves keep each stretch's lowest and highest equity. */
  equity: z.object({ time: z.array(z.number()), equity: z.array(z.number()) }).nullable(),
  /** The bar at whose close the account ran out of money and stopped trading (its time); null if it never did. */
  bankrupt_at: z.number().nullable(),
  /** Null before the run is done, and for runs done before reports were computed. */
  report: backtestReportSchema.nullable(),
});
export type Backtest = z.infer<typeof backtestSchema>;

export const evaluationSchema = z.object({ params: strategyParamsSchema, value: z.number().nullable() });
/** A search as a finished or running optimisation or walk-forward states it. */
const searchPlanFields = {
  space: z.record(safeString(), paramDomainSchema),
  constraint: safeString().nullable(),
  maximize: z.enum(OPTIMIZE_OBJECTIVES),
  formula: safeString().nullable(),
  direction: z.enum(OPTIMIZE_DIRECTIONS),
  sample: searchSampleSchema.nullable(),
};

export const optimizationSchema = runSchema.extend({
  ...searchPlanFields,
  best: z.object({ params: strategyParamsSchema, value: z.number(), stats }).nullable(),
  /** Every parameter set tried, in order: the grid a heatmap draws. */
  evaluations: z.array(evaluationSchema),
});
export type Optimization = z.infer<typeof optimizationSchema>;

/** The statistics of a walk-forward window's test bars. */
export const WALK_FORWARD_STATS = [
  'Return [%]',
  'Sharpe Ratio',
  'Max. Drawdown [%]',
  '# Trades',
  'Equity Final [$]',
] as const;

/** Bars of a window: the first and the last one (inclusive), by time and by index in the run's data. */
export const barRangeSchema = z.object({
  from: z.number(),
  to: z.number(),
  first_bar: int32(),
  last_bar: int32(),
});

export const walkForwardWindowSchema = z.object({
  train: barRangeSchema,
  test: barRangeSchema,
  /** The training window's best parameters; null when no set had a value for the objective. */
  params: strategyParamsSchema.nullable(),
  train_value: z.number().nullable(),
  test_stats: z.record(z.enum(WALK_FORWARD_STATS), z.number().nullable()).nullable(),
});
export type WalkForwardWindow = z.infer<typeof walkForwardWindowSchema>;

export const walkForwardResultSchema = z.object({
  windows: z.array(walkForwardWindowSchema),
  /** Over the test windows only: their returns compounded (in percent) and their trades. */
  out_of_sample: z.object({ return_pct: z.number(), trades: int32() }),
});
export type WalkForwardResult = z.infer<typeof walkForwardResultSchema>;

export const walkForwardSchema = runSchema.extend({
  ...searchPlanFields,
  windows: int32(),
  train_ratio: z.number(),
  anchored: z.boolean(),
  result: walkForwardResultSchema.nullable(),
});
export type WalkForward = z.infer<typeof walkForwardSchema>;

export const TRADE_ORDERING_FIELDS = [
  'n',
  'entry_time',
  'exit_time',
  'size',
  'pnl',
  'return_pct',
  'duration',
] as const;

export const tradeSchema = z.object({
  n: int32(),
  size: z.number(),
  entry_bar: int32(),
  exit_bar: int32(),
  entry_time: z.number(),
  exit_time: z.number(),
  entry_price: z.number(),
  exit_price: z.number(),
  sl: z.number().nullable(),
  tp: z.number().nullable(),
  pnl: z.number(),
  commission: z.number(),
  /** A fraction (0.05 is 5 %), as backtesting.py's `ReturnPct`; a run's `return_pct` is in percent. */
  return_pct: z.number(),
  duration: z.number(),
  tag: safeString().nullable(),
});
export type TradeRow = z.infer<typeof tradeSchema>;

/** `?ordering=` takes one of TRADE_ORDERING_FIELDS, `-` first for descending. */
export const tradeListQuerySchema = listQuerySchema;

export const tradeExportQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx']).default('csv'),
  ordering: safeString().max(64).optional(),
});
