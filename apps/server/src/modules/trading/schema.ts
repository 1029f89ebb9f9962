import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  real,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { StoredSearch } from './search-plan.ts';
import type {
  BacktestReport,
  Locale,
  ManualOrderSide,
  OperationSource,
  OpenPosition,
  PaperFeed,
  PaperLimits,
  MonteCarlo,
  MonteCarloRequest,
  RunKind,
  RunSettings,
  RunState,
  SessionEventKind,
  SessionHalt,
  SessionState,
  StrategyDefinition,
  Timeframe,
  TradingSettings,
  WalkForwardResult,
} from '@alvorada/contracts';
import { serialId, moment, createdAt, updatedAt, flag } from '../../platform/db/columns.ts';
import { users } from '../../platform/db/schema.ts';

// Prices and quantities are double precision: the engine computes in float64, and a CSV value read back
// from the database must be the very number the engine parsed.
const epochMs = (name: string) => bigint(name, { mode: 'number' });
/** A bar's open time (epoch ms, UTC) and its prices and volume. */
const barColumns = () => ({
  time: epochMs('time').notNull(),
  open: doublePrecision('open').notNull(),
  high: doublePrecision('high').notNull(),
  low: doublePrecision('low').notNull(),
  close: doublePrecision('close').notNull(),
  volume: doublePrecision('volume').notNull(),
});

/**
 * Market data: shared instruments (no owner) that every reader of Backtest trades on, and private ones that
 * only their owner sees. A symbol is unique among the shared ones and among each owner's.
 */
export const instruments = pgTable(
  'trading_instruments',
  {
    id: serialId(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    name: text('name').notNull().default(''),
    market: text('market').notNull(),
    currency: text('currency').notNull(),
    lotSize: doublePrecision('lot_size').notNull(),
    tickSize: doublePrecision('tick_size').notNull(),
    timezone: text('timezone').notNull(),
    baseTimeframe: text('base_timeframe').$type<Timeframe>().notNull().default('1d'),
    synthetic: flag('synthetic', false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('trading_instruments_shared_symbol')
      .on(t.symbol)
      .where(sql`owner_id is null`),
    uniqueIndex('trading_instruments_owner_symbol')
      .on(t.ownerId, t.symbol)
      .where(sql`owner_id is not null`),
  ],
);

/** Bars of one instrument in one timeframe; `time` is the bar's open, epoch ms (UTC). */
export const candles = pgTable(
  'trading_candles',
  {
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id, { onDelete: 'cascade' }),
    timeframe: text('timeframe').$type<Timeframe>().notNull(),
    ...barColumns(),
  },
  (t) => [primaryKey({ columns: [t.instrumentId, t.timeframe, t.time] })],
);

export const strategies = pgTable(
  'trading_strategies',
  {
    id: serialId(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The current version's number. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('trading_strategies_owner').on(t.ownerId)],
);

/** Versions are never changed: editing a definition adds one, and runs point at the one they ran. */
export const strategyVersions = pgTable(
  'trading_strategy_versions',
  {
    id: serialId(),
    strategyId: integer('strategy_id')
      .notNull()
      .references(() => strategies.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    definition: jsonb('definition').$type<StrategyDefinition>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('trading_strategy_versions_natural').on(t.strategyId, t.version)],
);

/**
 * What a run or a paper session ran: the strategy version (kept as a copy, so deleting the strategy leaves the
 * history readable), its parameters and the account's settings.
 */
const strategyCopy = () => ({
  strategyId: integer('strategy_id').references(() => strategies.id, { onDelete: 'set null' }),
  strategyVersionId: integer('strategy_version_id').references(() => strategyVersions.id, {
    onDelete: 'set null',
  }),
  strategyName: text('strategy_name').notNull(),
  strategyVersion: integer('strategy_version').notNull(),
  definition: jsonb('definition').$type<StrategyDefinition>().notNull(),
  params: jsonb('params').$type<Record<string, number>>().notNull(),
  settings: jsonb('settings').$type<RunSettings>().notNull(),
});

/**
 * A backtest, an optimisation, a walk-forward or a Monte Carlo analysis, stored with everything it ran on (a copy of the
 * strategy version's definition included, so deleting the strategy leaves the history readable) and, once done, its
 * results. A Monte Carlo analysis copies its backtest's instrument, period, strategy and settings, and names it.
 */
export const runs = pgTable(
  'trading_runs',
  {
    id: serialId(),
    kind: text('kind').$type<RunKind>().notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').$type<RunState>().notNull().default('queued'),
    progress: real('progress').notNull().default(0),
    /** A message code, translated for each reader, and the engine's own words when it refused the run. */
    error: text('error'),
    errorReason: text('error_reason'),
    jobId: text('job_id'),
    /** What makes two requests the same run: a second one while the first is active is refused. */
    requestKey: text('request_key').notNull(),
    /** No cascade: an instrument still used by a run or a session is not deleted. */
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    timeframe: text('timeframe').$type<Timeframe>().notNull(),
    fromDate: text('from_date'),
    toDate: text('to_date'),
    ...strategyCopy(),
    /** Optimisations and walk-forwards: the search (space, constraint, objective, sample); walk-forwards: the windows. */
    plan: jsonb('plan').$type<
      StoredSearch & {
        windows?: number;
        train_ratio?: number;
        anchored?: boolean;
      }
    >(),
    /** Monte Carlo analyses: the backtest whose trades they resample (they go with it), and what they draw. */
    sourceRunId: integer('source_run_id').references((): AnyPgColumn => runs.id, { onDelete: 'cascade' }),
    draws: jsonb('draws').$type<MonteCarloRequest>(),
    stats: jsonb('stats').$type<Record<string, number | null>>(),
    equity: jsonb('equity').$type<{ time: number[]; equity: number[] }>(),
    /**
     * Backtests: their report; optimisations: the best evaluation and every evaluation; walk-forwards: their
     * windows; Monte Carlo analyses: their percentiles and histograms; in API shape.
     */
    result: jsonb('result').$type<
      | {
          best: {
            params: Record<string, number>;
            value: number;
            stats: Record<string, number | null>;
          } | null;
          evaluations: { params: Record<string, number>; value: number | null }[];
        }
      | BacktestReport
      | WalkForwardResult
      | MonteCarlo
    >(),
    tradeCount: integer('trade_count'),
    finalEquity: doublePrecision('final_equity'),
    returnPct: doublePrecision('return_pct'),
    createdAt: createdAt(),
    startedAt: moment('started_at'),
    finishedAt: moment('finished_at'),
  },
  (t) => [
    index('trading_runs_owner').on(t.ownerId, t.kind),
    index('trading_runs_source').on(t.sourceRunId),
    uniqueIndex('trading_runs_active_request')
      .on(t.requestKey)
      .where(sql`state in ('queued', 'running')`),
  ],
);

/** A closed trade's columns, as the engine reports it; backtests and paper sessions store the same. */
const tradeColumns = () => ({
  n: integer('n').notNull(),
  size: doublePrecision('size').notNull(),
  entryBar: integer('entry_bar').notNull(),
  exitBar: integer('exit_bar').notNull(),
  entryTime: epochMs('entry_time').notNull(),
  exitTime: epochMs('exit_time').notNull(),
  entryPrice: doublePrecision('entry_price').notNull(),
  exitPrice: doublePrecision('exit_price').notNull(),
  sl: doublePrecision('sl'),
  tp: doublePrecision('tp'),
  pnl: doublePrecision('pnl').notNull(),
  commission: doublePrecision('commission').notNull(),
  returnPct: doublePrecision('return_pct').notNull(),
  duration: epochMs('duration').notNull(),
  tag: text('tag'),
});

export const trades = pgTable(
  'trading_trades',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    ...tradeColumns(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.n] })],
);

/**
 * A paper-trading session: what it runs (a copy of the strategy version, as runs keep), how far it got and
 * the paper account after its last bar. The bars themselves come back from its feed, which is replayable.
 * The instance holding the lease drives it; a lease not renewed lets another instance take over.
 */
export const sessions = pgTable(
  'trading_sessions',
  {
    id: serialId(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    state: text('state').$type<SessionState>().notNull().default('running'),
    halt: text('halt').$type<SessionHalt>(),
    haltParams: jsonb('halt_params').$type<Record<string, string | number>>(),
    /** No cascade: an instrument still used by a run or a session is not deleted. */
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    timeframe: text('timeframe').$type<Timeframe>().notNull(),
    feed: text('feed').$type<PaperFeed>().notNull(),
    speed: integer('speed').notNull(),
    fromDate: text('from_date'),
    toDate: text('to_date'),
    /** A generated feed's seed, first bar's time and first price: the same generate the same bars again. */
    seed: integer('seed').notNull().default(1),
    startTime: epochMs('start_time'),
    startPrice: doublePrecision('start_price'),
    ...strategyCopy(),
    limits: jsonb('limits').$type<PaperLimits>().notNull(),
    notifyFills: flag('notify_fills', false),
    /** The owner's language when they started it: notifications are written in it. */
    locale: text('locale').$type<Locale>().notNull().default('pt-BR'),
    /** Bars processed; the next step starts at this index of the feed. */
    bars: integer('bars').notNull().default(0),
    lastBarTime: epochMs('last_bar_time'),
    lastPrice: doublePrecision('last_price'),
    equity: doublePrecision('equity').notNull(),
    position: doublePrecision('position').notNull().default(0),
    openTrades: jsonb('open_trades').$type<OpenPosition[]>().notNull().default([]),
    fillCount: integer('fill_count').notNull().default(0),
    tradeCount: integer('trade_count').notNull().default(0),
    /** Events logged so far: the next one's number. */
    eventCount: integer('event_count').notNull().default(0),
    leaseOwner: text('lease_owner'),
    leaseUntil: moment('lease_until'),
    createdAt: createdAt(),
    endedAt: moment('ended_at'),
  },
  (t) => [index('trading_sessions_owner').on(t.ownerId), index('trading_sessions_state').on(t.state)],
);

/** The session a row belongs to; the row goes with it. */
const sessionId = () =>
  integer('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' });

/** The bars an exchange sent a session, kept so that its feed replays them like any other. */
export const feedBars = pgTable(
  'trading_feed_bars',
  {
    sessionId: sessionId(),
    ...barColumns(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.time] })],
);

/** A session's log: its fills and changes of state, numbered in order. */
export const sessionEvents = pgTable(
  'trading_session_events',
  {
    sessionId: sessionId(),
    seq: integer('seq').notNull(),
    kind: text('kind').$type<SessionEventKind>().notNull(),
    at: moment('at').notNull().defaultNow(),
    bar: integer('bar'),
    barTime: epochMs('bar_time'),
    size: doublePrecision('size'),
    price: doublePrecision('price'),
    pnl: doublePrecision('pnl'),
    halt: text('halt').$type<SessionHalt>(),
    /** A fill of a manual order or a force-exit. */
    manual: flag('manual', false),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.seq] })],
);

/**
 * Orders its owner placed on a session by hand. Each is placed at the close of `bar`, which the step that
 * first runs after it sets (null until then), and filled like a strategy's order from then on.
 */
export const sessionOrders = pgTable(
  'trading_session_orders',
  {
    id: serialId(),
    sessionId: sessionId(),
    side: text('side').$type<ManualOrderSide>().notNull(),
    /** Units bought or sold; null for a force-exit. */
    units: doublePrecision('units'),
    bar: integer('bar'),
    createdAt: createdAt(),
  },
  (t) => [index('trading_session_orders_session').on(t.sessionId)],
);

export const sessionTrades = pgTable(
  'trading_session_trades',
  {
    sessionId: sessionId(),
    ...tradeColumns(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.n] })],
);

/** A user's Paracima settings, when they saved some (defaults otherwise). */
export const tradingSettings = pgTable('trading_settings', {
  ownerId: integer('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<TradingSettings>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * Every closed trade of a backtest or a paper session with where it came from, the operations table's rows.
 * `(source, parent_id, n)` is unique.
 */
export const operations = pgView('trading_operations', {
  source: text('source').$type<OperationSource>().notNull(),
  parentId: integer('parent_id').notNull(),
  n: integer('n').notNull(),
  ownerId: integer('owner_id').notNull(),
  strategyId: integer('strategy_id'),
  strategyName: text('strategy_name').notNull(),
  instrumentId: integer('instrument_id').notNull(),
  symbol: text('symbol').notNull(),
  currency: text('currency').notNull(),
  timeframe: text('timeframe').$type<Timeframe>().notNull(),
  side: text('side').$type<'long' | 'short'>().notNull(),
  result: text('result').$type<'win' | 'loss'>().notNull(),
  size: doublePrecision('size').notNull(),
  entryTime: epochMs('entry_time').notNull(),
  exitTime: epochMs('exit_time').notNull(),
  entryPrice: doublePrecision('entry_price').notNull(),
  exitPrice: doublePrecision('exit_price').notNull(),
  pnl: doublePrecision('pnl').notNull(),
  commission: doublePrecision('commission').notNull(),
  returnPct: doublePrecision('return_pct').notNull(),
  duration: epochMs('duration').notNull(),
}).as(sql`
  select 'backtest' as source, r.id as parent_id, t.n, r.owner_id, r.strategy_id, r.strategy_name,
    r.instrument_id, i.symbol, i.currency, r.timeframe,
    case when t.size > 0 then 'long' else 'short' end as side,
    case when t.pnl > 0 then 'win' else 'loss' end as result,
    t.size, t.entry_time, t.exit_time, t.entry_price, t.exit_price, t.pnl, t.commission, t.return_pct, t.duration
  from trading_trades t
  join trading_runs r on r.id = t.run_id
  join trading_instruments i on i.id = r.instrument_id
  union all
  select 'paper', s.id, t.n, s.owner_id, s.strategy_id, s.strategy_name,
    s.instrument_id, i.symbol, i.currency, s.timeframe,
    case when t.size > 0 then 'long' else 'short' end,
    case when t.pnl > 0 then 'win' else 'loss' end,
    t.size, t.entry_time, t.exit_time, t.entry_price, t.exit_price, t.pnl, t.commission, t.return_pct, t.duration
  from trading_session_trades t
  join trading_sessions s on s.id = t.session_id
  join trading_instruments i on i.id = s.instrument_id
`);
