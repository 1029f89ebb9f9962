import { z } from 'zod';
import './zod-config.ts';
import { listQuerySchema } from './api.ts';
import { calendarDate, idSchema, int32, nestsWithin, safeString } from './schema-helpers.ts';

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
/** A run's life: queued → running → done, failed or cancelled. */
export const RUN_STATES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type RunState = (typeof RUN_STATES)[number];

/** Statistics an optimisation may maximise (backtesting.py's names). */
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
] as const;

const id = int32();
const positive = (max: number) => z.number().positive().max(max);
const rate = z.number().min(0).lt(0.1, { message: 'invalid_rate' });

// Instruments and candles ---------------------------------------------------------------------------------

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
};

export const instrumentInputSchema = z.object({
  symbol: safeString()
    .trim()
    .regex(/^[A-Z0-9][A-Z0-9.\-_]{0,23}$/, { message: 'invalid_symbol' }),
  name: safeString().trim().max(160).default(''),
  market: safeString().trim().min(1).max(40),
  currency: safeString().regex(/^[A-Z]{3}$/, { message: 'invalid_currency' }),
  /** Smallest tradable quantity in the engine's sense: 1 = whole units, 1e-8 = satoshis; a B3 lot is 100. */
  lot_size: positive(1_000_000),
  tick_size: positive(1_000_000),
  timezone: safeString().max(64).refine(isTimeZone, { message: 'invalid_timezone' }),
  /** The period candles are stored in; coarser ones are resampled from it. */
  base_timeframe: z.enum(TIMEFRAMES).default('1d'),
  /** Generated data (demo), not quotes of a real market. */
  synthetic: z.boolean().default(false),
});
export type InstrumentInput = z.infer<typeof instrumentInputSchema>;

export const instrumentCreateSchema = instrumentInputSchema.extend({
  /**
   * Shared market data, seen by every reader of Backtest and managed under `MarketData`; otherwise private
   * to its creator. Fixed at creation.
   */
  shared: z.boolean().default(false),
});
export type InstrumentCreate = z.infer<typeof instrumentCreateSchema>;

export const instrumentSchema = instrumentCreateSchema.extend({
  id,
  /** Who a private instrument belongs to; null when shared. */
  owner_id: id.nullable(),
  candle_count: int32(),
  first_candle: z.number().nullable(),
  last_candle: z.number().nullable(),
  created_at: safeString(),
});
export type Instrument = z.infer<typeof instrumentSchema>;

export const instrumentListQuerySchema = listQuerySchema.extend({
  market: safeString().max(40).optional(),
});

export const candleQuerySchema = z.object({
  timeframe: z.enum(TIMEFRAMES).optional(),
  from: calendarDate().optional(),
  to: calendarDate().optional(),
});
export type CandleQuery = z.infer<typeof candleQuerySchema>;

export const candleSchema = z.object({
  time: z.number(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  volume: z.number(),
});
export const candlesSchema = z.object({
  instrument_id: id,
  timeframe: z.enum(TIMEFRAMES),
  /** True when built from the base timeframe's candles. */
  resampled: z.boolean(),
  candles: z.array(candleSchema),
});
export type Candles = z.infer<typeof candlesSchema>;

export const candleImportSchema = z.object({
  file_name: safeString().trim().min(1).max(200).default('candles.csv'),
  content: safeString().min(1).max(20_000_000),
  /** Default: the instrument's base timeframe. */
  timeframe: z.enum(TIMEFRAMES).optional(),
});
export type CandleImport = z.infer<typeof candleImportSchema>;

export const csvProblemSchema = z.object({
  row: int32(),
  column: safeString(),
  code: safeString(),
  message: safeString(),
});
export const candleImportResultSchema = z.object({
  timeframe: z.enum(TIMEFRAMES),
  rows: int32(),
  inserted: int32(),
  updated: int32(),
  unchanged: int32(),
  first: z.number().nullable(),
  last: z.number().nullable(),
  /** Every problem of the file (the preview lists them; an import with any is refused). */
  errors: z.array(csvProblemSchema),
});
export type CandleImportResult = z.infer<typeof candleImportResultSchema>;

// Strategies ----------------------------------------------------------------------------------------------

const paramName = safeString().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, { message: 'invalid_param' });
export const strategyParamsSchema = z.record(paramName, z.number());

export const riskSchema = z.object({
  stop_loss_pct: z.number().positive().max(100).optional(),
  take_profit_pct: z.number().positive().max(1000).optional(),
  trailing_atr: z.number().positive().max(100).optional(),
});

/** How many levels a rule set's JSON may nest (its condition groups among them). */
export const MAX_RULES_DEPTH = 32;

/** A built-in with its parameters (and optional exits), or a rule set in the engine's rule format. */
export const strategyDefinitionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('built_in'),
    built_in: z.enum(BUILT_IN_STRATEGY_IDS),
    params: strategyParamsSchema.default({}),
    risk: riskSchema.default({}),
  }),
  z.object({
    kind: z.literal('rules'),
    /** Validated by the engine's `ruleStrategySchema`; every invalid field is named. */
    rules: z
      .record(safeString(), z.unknown())
      .refine((rules) => nestsWithin(rules, MAX_RULES_DEPTH), { message: 'rules_too_deep' }),
  }),
]);
export type StrategyDefinition = z.infer<typeof strategyDefinitionSchema>;

export const strategyInputSchema = z.object({
  name: safeString().trim().min(1).max(120),
  description: safeString().trim().max(2000).default(''),
  definition: strategyDefinitionSchema,
});
export type StrategyInput = z.infer<typeof strategyInputSchema>;

/** A change of the definition makes a new version; name and description are not versioned. */
export const strategyPatchSchema = strategyInputSchema.partial();
export type StrategyPatch = z.infer<typeof strategyPatchSchema>;

export const strategySchema = z.object({
  id,
  owner_id: id,
  name: safeString(),
  description: safeString(),
  version: int32(),
  version_id: id,
  definition: strategyDefinitionSchema,
  created_at: safeString(),
  updated_at: safeString(),
});
export type Strategy = z.infer<typeof strategySchema>;

export const strategyVersionSchema = z.object({
  id,
  version: int32(),
  definition: strategyDefinitionSchema,
  created_at: safeString(),
});
export type StrategyVersion = z.infer<typeof strategyVersionSchema>;

// Runs ----------------------------------------------------------------------------------------------------

export const runSettingsSchema = z.object({
  cash: positive(1e12).default(10_000),
  /** Per fill, in the instrument's currency. */
  commission_fixed: z.number().min(0).max(1e6).default(0),
  /** Per fill, as a fraction of the traded value (0.002 = 0.2 %). */
  commission_rate: rate.default(0),
  /** Bid-ask spread as a fraction of the price, paid on entry. */
  spread: rate.default(0),
  exclusive_orders: z.boolean().default(false),
  trade_on_close: z.boolean().default(false),
});
export type RunSettings = z.infer<typeof runSettingsSchema>;

/**
 * The engine's options for a run's settings on an instrument (the shape of the backtest package's
 * `BacktestOptions`), so the server's jobs and the builder's in-browser preview compute the same run.
 */
export function engineOptionsOf(settings: RunSettings, lotSize: number) {
  return {
    cash: settings.cash,
    // A fixed part of zero is left out: the engine then charges exactly what the command line charges.
    commission: settings.commission_fixed
      ? ([settings.commission_fixed, settings.commission_rate] as [number, number])
      : settings.commission_rate,
    spread: settings.spread,
    exclusiveOrders: settings.exclusive_orders,
    tradeOnClose: settings.trade_on_close,
    // The engine trades whole units or fractions of one; a lot of several units still trades unit by unit.
    unit: Math.min(lotSize, 1),
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
/** A random sample of the grid, drawn with a seed (the same seed draws the same sets), instead of all of it. */
export const searchSampleSchema = z.object({
  tries: z.number().int().min(1).max(5000),
  seed: z.number().int().min(0).max(2_147_483_647).default(1),
});
export type SearchSample = z.infer<typeof searchSampleSchema>;

export const optimizationRequestSchema = z.object({
  ...runTarget,
  space: z.record(paramName, paramDomainSchema),
  maximize: z.enum(OPTIMIZE_OBJECTIVES).default('SQN'),
  sample: searchSampleSchema.optional(),
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

export const runSchema = z.object({
  id,
  kind: z.enum(RUN_KINDS),
  state: z.enum(RUN_STATES),
  progress: z.number(),
  error: safeString().nullable(),
  job_id: safeString().nullable(),
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

/** A backtest with its statistics (backtesting.py's names; null where undefined) and equity curve. */
export const backtestSchema = runSchema.extend({
  stats: stats.nullable(),
  /** At most a few thousand points: longer curves keep each stretch's lowest and highest equity. */
  equity: z.object({ time: z.array(z.number()), equity: z.array(z.number()) }).nullable(),
});
export type Backtest = z.infer<typeof backtestSchema>;

export const evaluationSchema = z.object({ params: strategyParamsSchema, value: z.number().nullable() });
export const optimizationSchema = runSchema.extend({
  space: z.record(safeString(), paramDomainSchema),
  maximize: z.enum(OPTIMIZE_OBJECTIVES),
  sample: searchSampleSchema.nullable(),
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
  space: z.record(safeString(), paramDomainSchema),
  maximize: z.enum(OPTIMIZE_OBJECTIVES),
  sample: searchSampleSchema.nullable(),
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

// Monte Carlo ---------------------------------------------------------------------------------------------

/** Simulated paths a Monte Carlo analysis draws: at least, by default, at most. */
export const MONTE_CARLO_RUNS = { min: 100, default: 1000, max: 10_000 } as const;

/**
 * `POST /api/trading/backtests/{id}/monte-carlo/`: how many paths, from which seed, and how trades are drawn.
 * Paths × the backtest's trades have a limit (400 `monte_carlo_too_large`).
 */
export const monteCarloRequestSchema = z.object({
  runs: int32().min(MONTE_CARLO_RUNS.min).max(MONTE_CARLO_RUNS.max).default(MONTE_CARLO_RUNS.default),
  seed: int32().min(0).default(1),
  /** Draw trades with replacement (true) or shuffle their order (false). */
  bootstrap: z.boolean().default(true),
});
export type MonteCarloRequest = z.infer<typeof monteCarloRequestSchema>;

/** `GET /api/trading/monte-carlo/?backtest_id=`: the analyses of one backtest. */
export const monteCarloListQuerySchema = runListQuerySchema.extend({ backtest_id: idSchema.optional() });

/** Bins of equal width: `counts[i]` values from `edges[i]` to `edges[i + 1]` (the last bin holds its end). */
export const histogramSchema = z.object({ edges: z.array(z.number()), counts: z.array(int32()) });
export type Histogram = z.infer<typeof histogramSchema>;

const distributionSchema = z.object({
  p5: z.number(),
  p50: z.number(),
  p95: z.number(),
  histogram: histogramSchema,
});

/** A backtest's indicators drawn over its candles: one value per candle, null before the indicator has one. */
export const indicatorLinesSchema = z.object({
  lines: z.array(z.object({ name: safeString(), values: z.array(z.number().nullable()) })),
});
export type IndicatorLines = z.infer<typeof indicatorLinesSchema>;

/**
 * A finished backtest's trades resampled into many paths: the spread of the final equity (in the
 * instrument's currency) and of the maximum drawdown (a fraction: 0.3 is 30 %) luck and order could give.
 */
export const monteCarloSchema = z.object({
  runs: int32(),
  seed: int32(),
  bootstrap: z.boolean(),
  cash: z.number(),
  trade_count: int32(),
  final_equity: distributionSchema,
  max_drawdown: distributionSchema,
});
export type MonteCarlo = z.infer<typeof monteCarloSchema>;

/**
 * A Monte Carlo analysis as a run: the backtest it resamples (with that backtest's instrument, strategy and
 * settings), what it draws, and once done its result.
 */
export const monteCarloRunSchema = runSchema.extend({
  backtest_id: id,
  runs: int32(),
  seed: int32(),
  bootstrap: z.boolean(),
  result: monteCarloSchema.nullable(),
});
export type MonteCarloRun = z.infer<typeof monteCarloRunSchema>;
