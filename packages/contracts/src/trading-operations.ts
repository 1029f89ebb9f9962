import { z } from 'zod';
import './zod-config.ts';
import { listQuerySchema, pageOf } from './api.ts';
import { calendarDate, idSchema, int32, safeString } from './schema-helpers.ts';
import { TIMEFRAMES } from './trading.ts';
import { tradeSchema } from './trading-runs.ts';

/**
 * The operations table: every closed trade of the backtests and paper sessions a user may read, under
 * /api/trading/operations/, with its origin and a page's totals over the whole filtered set.
 */
export const OPERATION_SOURCES = ['backtest', 'paper'] as const;
export type OperationSource = (typeof OPERATION_SOURCES)[number];
export const OPERATION_SIDES = ['long', 'short'] as const;
/** A trade with a profit is a win; any other a loss. */
export const OPERATION_RESULTS = ['win', 'loss'] as const;

export const OPERATION_ORDERING_FIELDS = [
  'exit_time',
  'entry_time',
  'pnl',
  'return_pct',
  'size',
  'strategy_name',
  'symbol',
] as const;

export const operationSchema = tradeSchema
  .omit({ entry_bar: true, exit_bar: true, sl: true, tp: true, tag: true })
  .extend({
    source: z.enum(OPERATION_SOURCES),
    /** The backtest's or the session's id. */
    parent_id: int32(),
    strategy_id: int32().nullable(),
    strategy_name: safeString(),
    instrument_id: int32(),
    symbol: safeString(),
    currency: safeString(),
    timeframe: z.enum(TIMEFRAMES),
    side: z.enum(OPERATION_SIDES),
    result: z.enum(OPERATION_RESULTS),
  });
export type Operation = z.infer<typeof operationSchema>;

const operationFilters = {
  source: z.enum(OPERATION_SOURCES).optional(),
  side: z.enum(OPERATION_SIDES).optional(),
  result: z.enum(OPERATION_RESULTS).optional(),
  instrument_id: idSchema.optional(),
  strategy_id: idSchema.optional(),
  /** Trades closed from `from` to `to`, whole days (UTC). */
  from: calendarDate().optional(),
  to: calendarDate().optional(),
};

export const operationListQuerySchema = listQuerySchema.extend(operationFilters);
export type OperationListQuery = z.infer<typeof operationListQuerySchema>;

export const operationExportQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx']).default('csv'),
  ordering: safeString().max(64).optional(),
  search: safeString().max(200).optional(),
  ...operationFilters,
});
export type OperationExportQuery = z.infer<typeof operationExportQuerySchema>;

/** Over every trade the filters keep, not only the page's. */
export const operationTotalsSchema = z.object({
  count: int32(),
  wins: int32(),
  /** A fraction (0.5 is half); null without trades. */
  win_rate: z.number().nullable(),
  /** Profit per currency of the instruments traded (amounts in different currencies do not add up). */
  pnl: z.array(z.object({ currency: safeString(), value: z.number() })),
});
export type OperationTotals = z.infer<typeof operationTotalsSchema>;

export const operationPageSchema = pageOf(operationSchema).extend({ totals: operationTotalsSchema });
export type OperationPage = z.infer<typeof operationPageSchema>;
