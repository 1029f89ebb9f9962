import { z } from 'zod';
import './zod-config.ts';
import { calendarDate, int32, isTimeZone, safeString } from './schema-helpers.ts';
import { listQuerySchema } from './api.ts';
import { id, positive } from './trading-fields.ts';
import { TIMEFRAMES } from './trading.ts';
// Instruments and candles ---------------------------------------------------------------------------------

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
  /**
   * Whether the reader may change it, import into it or delete it: a private one's owner, or for a shared one
   * a holder of `MarketData`. The server checks again on each write.
   */
  can_change: z.boolean(),
});
export type Instrument = z.infer<typeof instrumentSchema>;

/**
 * An instrument's stored bars per timeframe: how many and the first's and last's time (null while none is
 * stored), the base timeframe first; and the coarser timeframes built from the base one when read.
 */
export const instrumentCoverageSchema = z.object({
  instrument_id: id,
  stored: z.array(
    z.object({
      timeframe: z.enum(TIMEFRAMES),
      count: int32(),
      first: z.number().nullable(),
      last: z.number().nullable(),
    }),
  ),
  resampled: z.array(z.enum(TIMEFRAMES)),
});
export type InstrumentCoverage = z.infer<typeof instrumentCoverageSchema>;

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
