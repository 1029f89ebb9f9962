import { z } from 'zod';
import './zod-config.ts';
import { listQuerySchema } from './api.ts';
import { calendarDate, idSchema, int32, safeString } from './schema-helpers.ts';
import { TIMEFRAMES } from './trading.ts';
import { candleSchema } from './trading-instruments.ts';
import { strategyParamsSchema } from './trading-strategies.ts';
import { runSettingsSchema, runSubjectSchema } from './trading-runs.ts';

/**
 * Paper trading: a saved strategy version run bar by bar against a feed, with a simulated broker that fills
 * exactly as a backtest over the same candles would. Sessions live under /api/trading/sessions/.
 */

/**
 * Where a session's bars come from: the stored candles replayed, a generated live-like walk, or an exchange's
 * live bars (when the server is configured with one).
 */
export const PAPER_FEEDS = ['replay', 'generated', 'exchange'] as const;
export type PaperFeed = (typeof PAPER_FEEDS)[number];

/** Bars per second: 1× plays one bar a second. */
export const PAPER_SPEED = { min: 1, default: 10, max: 1000 } as const;

/**
 * running → paused ⇄ running; running → halted (a risk limit, with its reason) → running again when
 * resumed; stopped by the user, or finished when a replay runs out of bars or the account is bust.
 */
export const SESSION_STATES = ['running', 'paused', 'halted', 'stopped', 'finished'] as const;
export type SessionState = (typeof SESSION_STATES)[number];

/** Why a session stopped by itself. */
export const SESSION_HALTS = [
  'max_position',
  'max_orders_per_minute',
  'max_daily_loss',
  'bankrupt',
  'feed_ended',
  'engine_failed',
] as const;
export type SessionHalt = (typeof SESSION_HALTS)[number];

const id = int32();
const limit = z.number().positive().max(1e12).nullable().default(null);

/** Limits the paper broker enforces; a limit left null does not apply. Breaking one halts the session. */
export const paperLimitsSchema = z.object({
  /** Largest open position, in units (absolute, long or short). */
  max_position: limit,
  /** Fills in any 60 seconds of the session's clock. */
  max_orders_per_minute: int32().min(1).max(100_000).nullable().default(null),
  /** Largest drop of equity within one calendar day of the bars (UTC), in the instrument's currency. */
  max_daily_loss: limit,
});
export type PaperLimits = z.infer<typeof paperLimitsSchema>;

export const paperSessionRequestSchema = z.object({
  name: safeString().trim().max(120).default(''),
  strategy_version_id: idSchema,
  instrument_id: idSchema,
  timeframe: z.enum(TIMEFRAMES).default('1d'),
  feed: z.enum(PAPER_FEEDS).default('replay'),
  speed: int32().min(PAPER_SPEED.min).max(PAPER_SPEED.max).default(PAPER_SPEED.default),
  /** The replay's first and last day; a generated feed starts now. */
  from: calendarDate().optional(),
  to: calendarDate().optional(),
  params: strategyParamsSchema.default({}),
  ...runSettingsSchema.shape,
  limits: paperLimitsSchema.default({
    max_position: null,
    max_orders_per_minute: null,
    max_daily_loss: null,
  }),
  /** A notification for every fill (halts and errors are always notified). */
  notify_fills: z.boolean().default(false),
});
export type PaperSessionRequest = z.infer<typeof paperSessionRequestSchema>;

/** An open trade of the paper account, with its resting stop-loss and take-profit orders. */
export const openPositionSchema = z.object({
  size: z.number(),
  entry_bar: int32(),
  entry_time: z.number(),
  entry_price: z.number(),
  sl: z.number().nullable(),
  tp: z.number().nullable(),
});
export type OpenPosition = z.infer<typeof openPositionSchema>;

export const paperSessionSchema = z.object({
  id,
  name: safeString(),
  state: z.enum(SESSION_STATES),
  halt: z.enum(SESSION_HALTS).nullable(),
  /** The halt in the reader's language, with its figures. */
  halt_message: safeString().nullable(),
  ...runSubjectSchema.shape,
  feed: z.enum(PAPER_FEEDS),
  speed: int32(),
  limits: paperLimitsSchema,
  notify_fills: z.boolean(),
  /** Bars processed so far, and the last one's open time. */
  bars: int32(),
  last_bar_time: z.number().nullable(),
  last_price: z.number().nullable(),
  equity: z.number(),
  /** Net position in units: positive long, negative short. */
  position: z.number(),
  open_trades: z.array(openPositionSchema),
  fill_count: int32(),
  trade_count: int32(),
  /** Equity minus the starting cash. */
  pnl: z.number(),
  created_at: safeString(),
  ended_at: safeString().nullable(),
});
export type PaperSession = z.infer<typeof paperSessionSchema>;

export const sessionListQuerySchema = listQuerySchema.extend({
  state: z.enum(SESSION_STATES).optional(),
});

/**
 * An order its owner places on a running, paused or halted session, filled by the session's broker like a
 * strategy's market order at the next fill point: a buy or a sell of `units`, or a force-exit closing every
 * open trade.
 */
export const MANUAL_ORDER_SIDES = ['buy', 'sell', 'close'] as const;
export type ManualOrderSide = (typeof MANUAL_ORDER_SIDES)[number];

export const manualOrderRequestSchema = z.discriminatedUnion('side', [
  z.strictObject({ side: z.enum(['buy', 'sell']), units: z.number().positive().max(1e12) }),
  z.strictObject({ side: z.literal('close') }),
]);
export type ManualOrderRequest = z.infer<typeof manualOrderRequestSchema>;

/** What the session's log records: fills, each change of state, and the orders placed by hand. */
export const SESSION_EVENT_KINDS = [
  'fill',
  'started',
  'paused',
  'resumed',
  'halted',
  'stopped',
  'finished',
  'manual_order',
  'force_exit',
] as const;
export type SessionEventKind = (typeof SESSION_EVENT_KINDS)[number];

export const sessionEventSchema = z.object({
  seq: int32(),
  kind: z.enum(SESSION_EVENT_KINDS),
  at: safeString(),
  bar: int32().nullable(),
  bar_time: z.number().nullable(),
  /**
   * Fills: signed units (positive buys), price and, for a fill that closes a trade, its profit; a manual
   * order: its signed units.
   */
  size: z.number().nullable(),
  price: z.number().nullable(),
  pnl: z.number().nullable(),
  halt: z.enum(SESSION_HALTS).nullable(),
  /** A fill of an order placed by hand (a manual order or a force-exit). */
  manual: z.boolean(),
});
export type SessionEvent = z.infer<typeof sessionEventSchema>;

/** A session's bars so far with the account's equity at each one's close, for its live chart. */
export const sessionBarsSchema = z.object({
  candles: z.array(candleSchema),
  equity: z.array(z.number()),
});
export type SessionBars = z.infer<typeof sessionBarsSchema>;

/** Pushed over the owner's realtime channel after every step: the session, and the bars and events it added. */
export const sessionUpdateSchema = z.object({
  type: z.literal('paper_session'),
  session: paperSessionSchema,
  bars: z.array(candleSchema.extend({ equity: z.number() })),
  events: z.array(sessionEventSchema),
});
export type SessionUpdate = z.infer<typeof sessionUpdateSchema>;
