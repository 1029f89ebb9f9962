import { z } from 'zod';
import './zod-config.ts';
import { idSchema, int32, safeString } from './schema-helpers.ts';
import { id } from './trading-fields.ts';
import { runListQuerySchema, runSchema } from './trading-runs.ts';
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
