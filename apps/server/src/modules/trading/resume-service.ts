import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  isNull,
  lt,
  lte,
  ne,
  notInArray,
  or,
  sql,
  sum,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  RESUME_LIST_SIZE,
  type LabSummary,
  type Resume,
  type ResumeBacktest,
  type ResumeQuery,
  type ResumeSession,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { dayRange } from './day-range.ts';
import { ownedWhere } from './ownership.ts';
import { instruments, operations, runs, sessions } from './schema.ts';
import { sessionToApi } from './session-to-api.ts';

type Money = { currency: string; value: number };
type Operand = Parameters<typeof gte>[0];

/** A backtest statistic from its stats, under backtesting.py's name. */
const stat = (name: string) => sql<number | null>`(${runs.stats}->>${name})::float8`;
const MAX_DRAWDOWN = stat('Max. Drawdown [%]');
const EXPOSURE = stat('Exposure Time [%]');

const wins = () => count(sql`case when ${operations.pnl} > 0 then 1 end`);
const profit = () => sum(operations.pnl).mapWith(Number);
const month = sql<string>`to_char(to_timestamp(${operations.exitTime} / 1000.0) at time zone 'UTC', 'YYYY-MM')`;

/** Rows of one key and one currency each, as one entry per key: its counts, and its amounts per currency. */
function perKey<R extends { currency: string; count: number; wins?: number; pnl: number }>(
  rows: R[],
  key: (row: R) => string,
) {
  const grouped = new Map<string, { first: R; count: number; wins: number; pnl: Money[] }>();
  for (const row of rows) {
    const entry = grouped.get(key(row)) ?? { first: row, count: 0, wins: 0, pnl: [] };
    entry.count += row.count;
    entry.wins += row.wins ?? 0;
    entry.pnl.push({ currency: row.currency, value: row.pnl });
    grouped.set(key(row), entry);
  }
  return [...grouped.values()];
}

/**
 * The Paracima summary: the reader's trades closed in a period (totals, per month, per strategy), the
 * finished backtests whose bars cross it (averages, best and worst returns) and the paper sessions that
 * traded in it, each user seeing their own records as ownership.ts says.
 */
export function createResumeService(p: Pick<Platform, 'db'>) {
  const { db } = p;

  async function tradeFigures(where: SQL | undefined) {
    /** Trades, wins and profit per value of `keys` and per currency. */
    const by = <K extends Record<string, SQL | PgColumn>>(keys: K) =>
      db
        .select({ ...keys, currency: operations.currency, count: count(), wins: wins(), pnl: profit() })
        .from(operations)
        .where(where)
        .groupBy(...Object.values(keys), operations.currency)
        .orderBy(...Object.values(keys), operations.currency);
    const [bySource, byMonth, byStrategy] = await Promise.all([
      by({ source: operations.source }),
      by({ month }),
      by({ strategyId: operations.strategyId, strategyName: operations.strategyName }),
    ]);
    const n = bySource.reduce((total, row) => total + row.count, 0);
    const won = bySource.reduce((total, row) => total + row.wins, 0);
    return {
      trades: {
        count: n,
        wins: won,
        win_rate: n ? won / n : null,
        pnl: perKey(bySource, (row) => row.currency).map(({ first, pnl }) => ({
          currency: first.currency,
          value: pnl.reduce((total, amount) => total + amount.value, 0),
        })),
        by_source: perKey(bySource, (row) => row.source).map(({ first, count }) => ({
          source: first.source,
          count,
        })),
      },
      monthly: perKey(byMonth, (row) => row.month).map(({ first, count, pnl }) => ({
        month: first.month,
        count,
        pnl,
      })),
      strategies: perKey(byStrategy, (row) => `${row.strategyId}:${row.strategyName}`)
        .map(({ first, count, wins, pnl }) => ({
          strategy_id: first.strategyId,
          strategy_name: first.strategyName,
          count,
          wins,
          win_rate: wins / count,
          pnl,
        }))
        .sort((a, b) => b.count - a.count || a.strategy_name.localeCompare(b.strategy_name)),
    };
  }

  const backtestColumns = {
    id: runs.id,
    strategy_id: runs.strategyId,
    strategy_name: runs.strategyName,
    symbol: instruments.symbol,
    currency: instruments.currency,
    timeframe: runs.timeframe,
    from: runs.fromDate,
    to: runs.toDate,
    trade_count: runs.tradeCount,
    final_equity: runs.finalEquity,
    return_pct: runs.returnPct,
    created: runs.createdAt,
    max_drawdown_pct: MAX_DRAWDOWN,
    exposure_pct: EXPOSURE,
  };
  const rankBacktests = (where: SQL | undefined, order: SQL[]) =>
    db
      .select(backtestColumns)
      .from(runs)
      .innerJoin(instruments, eq(instruments.id, runs.instrumentId))
      .where(where)
      .orderBy(...order)
      .limit(RESUME_LIST_SIZE.backtests)
      .then((rows) =>
        rows.map(({ created, ...row }): ResumeBacktest => ({ ...row, created_at: created.toISOString() })),
      );

  async function backtestFigures(where: SQL | undefined) {
    const [[averages], best] = await Promise.all([
      db
        .select({
          count: count(),
          drawdown: sql<number | null>`avg(${MAX_DRAWDOWN})`.mapWith(Number),
          exposure: sql<number | null>`avg(${EXPOSURE})`.mapWith(Number),
        })
        .from(runs)
        .where(where),
      rankBacktests(where, [sql`${runs.returnPct} desc nulls last`, desc(runs.id)]),
    ]);
    const worst = await rankBacktests(
      and(
        where,
        best.length
          ? notInArray(
              runs.id,
              best.map((b) => b.id),
            )
          : undefined,
      ),
      [sql`${runs.returnPct} asc nulls last`, asc(runs.id)],
    );
    return {
      count: averages!.count,
      average_max_drawdown_pct: averages!.count ? averages!.drawdown : null,
      average_exposure_pct: averages!.count ? averages!.exposure : null,
      best,
      worst,
    };
  }

  async function sessionFigures(actor: Actor, where: SQL | undefined) {
    const [[total], rows] = await Promise.all([
      db.select({ n: count() }).from(sessions).where(where),
      db
        .select({ session: sessions, symbol: instruments.symbol, currency: instruments.currency })
        .from(sessions)
        .innerJoin(instruments, eq(instruments.id, sessions.instrumentId))
        .where(where)
        .orderBy(desc(sessions.id))
        .limit(RESUME_LIST_SIZE.sessions),
    ]);
    const results = rows.map(({ currency, ...row }): ResumeSession => {
      const s = sessionToApi(row, actor.locale);
      return {
        id: s.id,
        name: s.name,
        state: s.state,
        symbol: s.symbol,
        timeframe: s.timeframe,
        feed: s.feed,
        strategy_id: s.strategy_id,
        strategy_name: s.strategy_name,
        trade_count: s.trade_count,
        equity: s.equity,
        pnl: s.pnl,
        last_bar_time: s.last_bar_time,
        created_at: s.created_at,
        currency,
      };
    });
    return { count: total!.n, results };
  }

  const whole = {
    async summary(actor: Actor, query: ResumeQuery): Promise<Resume> {
      const { start, end } = dayRange(query);
      const after = (column: Operand) => (start === undefined ? undefined : gte(column, start));
      const before = (column: Operand) => (end === undefined ? undefined : lt(column, end));
      // A backtest's bars run from its statistics' Start to its End.
      const backtestWhere = and(
        ownedWhere(actor, 'read', runs.ownerId),
        eq(runs.kind, 'backtest'),
        eq(runs.state, 'done'),
        after(stat('End')),
        before(stat('Start')),
      );
      // A session's bars start at its replay's first day (the data's first bar without one) or, generated, at
      // its start time; they end at its last bar so far (none yet: it is only starting).
      const sessionWhere = and(
        ownedWhere(actor, 'read', sessions.ownerId),
        start === undefined ? undefined : or(isNull(sessions.lastBarTime), gte(sessions.lastBarTime, start)),
        query.to === undefined
          ? undefined
          : or(
              and(eq(sessions.feed, 'generated'), before(sessions.startTime)),
              and(
                ne(sessions.feed, 'generated'),
                or(isNull(sessions.fromDate), lte(sessions.fromDate, query.to)),
              ),
            ),
      );
      const [trades, backtests, paper] = await Promise.all([
        tradeFigures(
          and(
            ownedWhere(actor, 'read', operations.ownerId),
            after(operations.exitTime),
            before(operations.exitTime),
          ),
        ),
        backtestFigures(backtestWhere),
        sessionFigures(actor, sessionWhere),
      ]);
      return { from: query.from ?? null, to: query.to ?? null, ...trades, backtests, sessions: paper };
    },
  };

  return {
    ...whole,

    /** The part of the summary the lab and the dashboard show to whoever runs backtests. */
    async lab(actor: Actor, query: ResumeQuery): Promise<LabSummary> {
      const { from, to, trades, backtests, sessions: paper } = await whole.summary(actor, query);
      const { count: tradeCount, wins: won, win_rate, pnl } = trades;
      return {
        from,
        to,
        trades: { count: tradeCount, wins: won, win_rate, pnl },
        backtests: { count: backtests.count, best: backtests.best },
        sessions: { count: paper.count },
      };
    },
  };
}
export type ResumeService = ReturnType<typeof createResumeService>;
