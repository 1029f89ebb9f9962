import { z } from 'zod';
import './zod-config.ts';
import { paperSessionSchema } from './paper-trading.ts';
import { calendarDate, int32, safeString } from './schema-helpers.ts';
import { runSchema } from './trading-runs.ts';
import { OPERATION_SOURCES, operationTotalsSchema } from './trading-operations.ts';

/**
 * The Paracima summary ("Resumo"), under /api/trading/resume/: the reader's trades, backtests and paper
 * sessions over a period of market time, whole days (UTC). A trade belongs to the period it closed in (as in
 * the operations table); a backtest or a session to the periods its bars cross.
 */
export const resumeQuerySchema = z.object({
  from: calendarDate().optional(),
  to: calendarDate().optional(),
});
export type ResumeQuery = z.infer<typeof resumeQuerySchema>;

/** Amounts per currency: instruments trade in USD, BRL…, and amounts in different currencies do not add up. */
const amountsSchema = operationTotalsSchema.shape.pnl;

/** A backtest as the summary ranks it; percentages as backtesting.py writes them (12.5 is 12.5 %). */
export const resumeBacktestSchema = runSchema
  .pick({
    id: true,
    strategy_id: true,
    strategy_name: true,
    symbol: true,
    timeframe: true,
    from: true,
    to: true,
    trade_count: true,
    final_equity: true,
    return_pct: true,
    created_at: true,
  })
  .extend({
    currency: safeString(),
    /** The deepest fall from a peak, a negative percentage. */
    max_drawdown_pct: z.number().nullable(),
    /** The share of bars with a position open, a percentage. */
    exposure_pct: z.number().nullable(),
  });
export type ResumeBacktest = z.infer<typeof resumeBacktestSchema>;

/** A paper session with its whole run's figures (its profit is its equity minus the starting cash). */
export const resumeSessionSchema = paperSessionSchema
  .pick({
    id: true,
    name: true,
    state: true,
    symbol: true,
    timeframe: true,
    feed: true,
    strategy_id: true,
    strategy_name: true,
    trade_count: true,
    equity: true,
    pnl: true,
    last_bar_time: true,
    created_at: true,
  })
  .extend({ currency: safeString() });
export type ResumeSession = z.infer<typeof resumeSessionSchema>;

/** How many backtests and sessions the summary lists at most (the best, the worst, the latest). */
export const RESUME_LIST_SIZE = { backtests: 5, sessions: 20 } as const;

export const resumeSchema = z.object({
  from: calendarDate().nullable(),
  to: calendarDate().nullable(),
  /** The trades closed in the period: the operations table's totals for the same period. */
  trades: operationTotalsSchema.extend({
    by_source: z.array(z.object({ source: z.enum(OPERATION_SOURCES), count: int32() })),
  }),
  /** Profit per month the trades closed in (`YYYY-MM`, UTC), months without trades left out. */
  monthly: z.array(z.object({ month: safeString(), count: int32(), pnl: amountsSchema })),
  /** Per strategy (by its name when it ran), the most traded first. */
  strategies: z.array(
    z.object({
      strategy_id: int32().nullable(),
      strategy_name: safeString(),
      count: int32(),
      wins: int32(),
      /** A fraction (0.5 is half). */
      win_rate: z.number(),
      pnl: amountsSchema,
    }),
  ),
  /** The finished backtests whose period crosses the summary's. */
  backtests: z.object({
    count: int32(),
    /** Averages over those backtests, percentages; null without any. */
    average_max_drawdown_pct: z.number().nullable(),
    average_exposure_pct: z.number().nullable(),
    /** The highest returns, best first. */
    best: z.array(resumeBacktestSchema),
    /** The lowest returns among the others, worst first. */
    worst: z.array(resumeBacktestSchema),
  }),
  /** The paper sessions whose bars cross the period, the latest first. */
  sessions: z.object({ count: int32(), results: z.array(resumeSessionSchema) }),
});
export type Resume = z.infer<typeof resumeSchema>;

/**
 * `GET /api/trading/lab-summary/`: the reader's own figures over a period as the lab and the dashboard show
 * them to whoever runs backtests (the Resume page, with the rest, is the developers'): the trades' totals,
 * how many backtests and sessions, and the best backtests.
 */
export const labSummarySchema = resumeSchema.pick({ from: true, to: true }).extend({
  trades: operationTotalsSchema,
  backtests: resumeSchema.shape.backtests.pick({ count: true, best: true }),
  sessions: resumeSchema.shape.sessions.pick({ count: true }),
});
export type LabSummary = z.infer<typeof labSummarySchema>;
