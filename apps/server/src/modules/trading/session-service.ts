import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { Backtest, barsOf } from '@alvorada/backtest';
import {
  engineOptionsOf,
  type ListQuery,
  type ManualOrderRequest,
  type PaperSessionRequest,
  type SessionBars,
  type SessionEventKind,
  type SessionState,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { Actor } from '../../platform/access/actor.ts';
import type { Executor } from '../../platform/db/client.ts';
import { listPage, type ListParams, type ListSpec, tableSource } from '../../platform/db/list.ts';
import { audit } from '../../platform/audit/audit.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import type { MessageCode } from '../../platform/http/messages.ts';
import { readCandles } from './candle-store.ts';
import { findInstrument, withSymbol } from './instrument-store.ts';
import { assertOwned, ownedWhere } from './ownership.ts';
import { ownedList } from './owned-list.ts';
import { runTarget } from './run-target.ts';
import { tradeToApi } from './run-to-api.ts';
import { candles, sessionEvents, sessionOrders, sessions, sessionTrades } from './schema.ts';
import { LEASE_MS, type SessionDriver } from './session-driver.ts';
import { feedOf } from './session-feeds.ts';
import { manualOrdersOf, readSessionOrders } from './session-orders.ts';
import { sessionEventToApi, sessionToApi, type SessionRow } from './session-to-api.ts';
import { assertValidParams, runParams, settingsOf, strategyRef } from './strategy-definition.ts';
import type { StrategyService } from './strategy-service.ts';
import { tradeList } from './trade-list.ts';

const SOURCE = withSymbol<SessionRow>('session', sessions);

const LIST = ownedList(sessions, {
  ordering: { equity: sessions.equity },
  search: [sessions.name, sessions.strategyName],
});

const EVENT_LIST: ListSpec = {
  ordering: { seq: sessionEvents.seq },
  defaultOrdering: '-seq',
  key: sessionEvents.seq,
};

const TRADE_LIST = tradeList(sessionTrades);

/** Advisory lock held while a start or a resume counts the running sessions, so two cannot pass a cap at once. */
const SESSION_CAP_LOCK = 727_004;

/** The moves a person makes on a session: from which states, to which, and what the log calls it. */
const MOVES = {
  pause: { from: ['running'], to: 'paused', event: 'paused', refused: 'session_not_running' },
  resume: { from: ['paused', 'halted'], to: 'running', event: 'resumed', refused: 'session_not_resumable' },
  stop: { from: ['running', 'paused', 'halted'], to: 'stopped', event: 'stopped', refused: 'session_ended' },
} as const satisfies Record<
  string,
  { from: SessionState[]; to: SessionState; event: SessionEventKind; refused: MessageCode }
>;

/**
 * Paper-trading sessions: started (and from then on driven by session-driver.ts), paused, resumed, stopped
 * and read back with their bars, log and trades. They belong to who started them (see ownership.ts).
 */
export function createSessionService(
  p: Pick<Platform, 'db' | 'config' | 'hub'>,
  strategies: StrategyService,
  driver: SessionDriver,
) {
  const { db } = p;
  const { perUser, perInstance } = p.config.paperSessions;

  /** Takes the cap's lock: call first in the transaction that starts or resumes a session. */
  const lockCaps = (tx: Executor) => tx.execute(sql`select pg_advisory_xact_lock(${SESSION_CAP_LOCK}, 0)`);

  /**
   * Refuses (rolling the transaction back) once the session it has just set running takes its owner past
   * the sessions a user may run, or this instance, which drives it, past those it may drive.
   */
  async function assertWithinCaps(tx: Executor, ownerId: number) {
    const [running] = await tx
      .select({
        user: sql<number>`cast(count(*) filter (where ${sessions.ownerId} = ${ownerId}) as int)`,
        instance: sql<number>`cast(count(*) filter (where ${sessions.leaseOwner} = ${driver.instance}) as int)`,
      })
      .from(sessions)
      .where(eq(sessions.state, 'running'));
    if (running!.user > perUser)
      throw new AppError(409, 'paper_sessions_user_limit', { params: { max: perUser } });
    if (running!.instance > perInstance)
      throw new AppError(429, 'paper_sessions_instance_limit', { params: { max: perInstance } });
  }

  async function find(actor: Actor, id: number, action: 'read' | 'update' | 'delete' = 'read') {
    const [row] = await SOURCE.rows(db, eq(sessions.id, id), [], 1, 0);
    if (!row) throw notFound();
    assertOwned(actor, action, { owner_id: row.session.ownerId });
    return row;
  }

  /** A page of the session's own log or trades, once the actor may read the session. */
  async function sessionPage<T extends typeof sessionEvents | typeof sessionTrades, Out>(
    table: T,
    spec: ListSpec,
    toApi: (row: T['$inferSelect']) => Out,
    actor: Actor,
    id: number,
    query: ListQuery,
    url: string,
  ) {
    await find(actor, id);
    const page = await listPage(db, tableSource(table), spec, query, {
      ability: actor.ability,
      url,
      where: eq(table.sessionId, id),
    });
    return { ...page, results: page.results.map(toApi) };
  }

  /** The last stored price, where a generated walk starts. */
  async function lastClose(instrumentId: number) {
    const [last] = await db
      .select({ close: candles.close })
      .from(candles)
      .where(eq(candles.instrumentId, instrumentId))
      .orderBy(desc(candles.time))
      .limit(1);
    return last?.close ?? null;
  }

  async function move(actor: Actor, id: number, kind: keyof typeof MOVES) {
    const { session, symbol } = await find(actor, id, 'update');
    const { from, to, event, refused } = MOVES[kind];
    const moved = await db.transaction(async (tx) => {
      if (to === 'running') await lockCaps(tx);
      const [row] = await tx
        .update(sessions)
        .set({
          state: to,
          eventCount: sql`${sessions.eventCount} + 1`,
          // A resumed session is driven by the instance that resumed it; the others wait to be taken.
          leaseOwner: to === 'running' ? driver.instance : null,
          leaseUntil: to === 'running' ? new Date(Date.now() + LEASE_MS) : null,
          ...(to !== 'stopped' && { halt: null, haltParams: null }),
          ...(to === 'stopped' && { endedAt: new Date() }),
        })
        .where(and(eq(sessions.id, session.id), inArray(sessions.state, [...from])))
        .returning();
      if (!row) return null;
      if (to === 'running') await assertWithinCaps(tx, row.ownerId);
      const [logged] = await tx
        .insert(sessionEvents)
        .values({
          sessionId: row.id,
          seq: row.eventCount - 1,
          kind: event,
          bar: row.bars - 1,
          barTime: row.lastBarTime,
        })
        .returning();
      return { row, logged: logged! };
    });
    if (!moved) throw new AppError(409, refused);
    await driver.publish(moved.row, symbol, { events: [moved.logged] });
    if (to === 'running') await driver.wake();
    return sessionToApi({ session: moved.row, symbol }, actor.locale);
  }

  return {
    async start(actor: Actor, body: PaperSessionRequest) {
      const { ownerId, instrument, version, strategyCopy } = await runTarget(db, strategies, actor, body);
      assertValidParams(version.definition, body.params);
      const generated = body.feed === 'generated';
      if (body.feed === 'exchange' && !p.config.exchangeFeedUrl)
        throw new AppError(400, 'feed_not_configured', { fields: { feed: ['feed_not_configured'] } });
      if (body.feed === 'replay') {
        const range = { from: body.from ?? null, to: body.to ?? null };
        const { data } = await readCandles(db, instrument, body.timeframe, range);
        if (data.time.length < 2)
          throw new AppError(400, 'run_no_candles', { fields: { from: ['run_no_candles'] } });
      }
      // A session has no last bar to close its trades at.
      const settings = { ...settingsOf(body), finalize_trades: false };
      const startPrice = generated ? await lastClose(instrument.id) : null;
      const id = await db.transaction(async (tx) => {
        await lockCaps(tx);
        const [row] = await tx
          .insert(sessions)
          .values({
            ownerId,
            name: body.name,
            instrumentId: instrument.id,
            timeframe: body.timeframe,
            feed: body.feed,
            speed: body.speed,
            fromDate: body.feed === 'replay' ? (body.from ?? null) : null,
            toDate: body.feed === 'replay' ? (body.to ?? null) : null,
            seed: generated ? Math.floor(Math.random() * 2 ** 31) : 1,
            startTime: generated ? Date.now() : null,
            startPrice,
            ...strategyCopy,
            params: runParams(version.definition, body.params),
            settings,
            limits: body.limits,
            notifyFills: body.notify_fills,
            locale: actor.locale,
            equity: settings.cash,
            // This instance drives the sessions it starts (another may take over when its lease runs out).
            leaseOwner: driver.instance,
            leaseUntil: new Date(Date.now() + LEASE_MS),
            eventCount: 1,
          })
          .returning({ id: sessions.id });
        await assertWithinCaps(tx, ownerId);
        await tx.insert(sessionEvents).values({ sessionId: row!.id, seq: 0, kind: 'started' });
        return row!.id;
      });
      await driver.wake();
      return sessionToApi(await find(actor, id), actor.locale);
    },

    async list(actor: Actor, query: ListQuery & ListParams, url: string) {
      const page = await listPage(db, SOURCE, LIST, query, {
        ability: actor.ability,
        url,
        where: ownedWhere(actor, 'read', sessions.ownerId),
      });
      return { ...page, results: page.results.map((row) => sessionToApi(row, actor.locale)) };
    },

    get: async (actor: Actor, id: number) => sessionToApi(await find(actor, id), actor.locale),
    pause: (actor: Actor, id: number) => move(actor, id, 'pause'),
    resume: (actor: Actor, id: number) => move(actor, id, 'resume'),
    stop: (actor: Actor, id: number) => move(actor, id, 'stop'),

    /**
     * Places a manual order or a force-exit, which the next step fills like a strategy's order, and logs it.
     * Units are whole multiples of the instrument's unit (of its lot when the session rounds to lots).
     */
    async order(actor: Actor, id: number, body: ManualOrderRequest) {
      const { session, symbol } = await find(actor, id, 'update');
      if (body.side !== 'close') {
        const { lotSize } = await findInstrument(db, session.instrumentId);
        const step = session.settings.round_lots ? lotSize : Math.min(lotSize, 1);
        const steps = body.units / step;
        if (Math.abs(steps - Math.round(steps)) > 1e-9 * Math.max(1, steps) || steps < 1 - 1e-9)
          throw new AppError(400, 'order_units_not_whole', { fields: { units: ['order_units_not_whole'] } });
      }
      const size = body.side === 'close' ? null : body.side === 'buy' ? body.units : -body.units;
      const logged = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(sessions)
          .set({ eventCount: sql`${sessions.eventCount} + 1` })
          .where(and(eq(sessions.id, session.id), inArray(sessions.state, [...MOVES.stop.from])))
          .returning();
        if (!row) return null;
        await tx
          .insert(sessionOrders)
          .values({ sessionId: row.id, side: body.side, units: size === null ? null : Math.abs(size) });
        await audit(tx, actor, { action: 'order', subject: 'Backtest', targetId: row.id, after: body });
        const [event] = await tx
          .insert(sessionEvents)
          .values({
            sessionId: row.id,
            seq: row.eventCount - 1,
            kind: body.side === 'close' ? 'force_exit' : 'manual_order',
            bar: row.bars - 1,
            barTime: row.lastBarTime,
            size,
            manual: true,
          })
          .returning();
        return { row, event: event! };
      });
      if (!logged) throw new AppError(409, 'session_ended');
      await driver.publish(logged.row, symbol, { events: [logged.event] });
      return sessionEventToApi(logged.event);
    },

    async remove(actor: Actor, id: number) {
      const { session } = await find(actor, id, 'delete');
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.id, id), inArray(sessions.state, ['stopped', 'finished'])))
        .returning({ id: sessions.id });
      if (!deleted.length) throw new AppError(409, 'session_still_active');
      await p.hub.send(session.ownerId, { type: 'paper_session_deleted', session_id: id });
    },

    /** The bars the session has processed, and the paper account's equity at each one's close. */
    async bars(actor: Actor, id: number): Promise<SessionBars> {
      const { session } = await find(actor, id);
      if (session.bars === 0) return { candles: [], equity: [] };
      const instrument = await findInstrument(db, session.instrumentId);
      const { data } = await feedOf(db, session, instrument, p.config.exchangeFeedUrl).read(session.bars);
      const options = {
        ...engineOptionsOf(session.settings, instrument.lotSize, instrument.tickSize),
        finalizeTrades: false,
        manualOrders: manualOrdersOf(await readSessionOrders(db, id), session.bars).orders,
      };
      const { equity } = new Backtest(data, strategyRef(session.definition), options).run(session.params);
      return {
        candles: barsOf(data),
        equity: Array.from(equity),
      };
    },

    events: (actor: Actor, id: number, query: ListQuery, url: string) =>
      sessionPage(sessionEvents, EVENT_LIST, sessionEventToApi, actor, id, query, url),

    trades: (actor: Actor, id: number, query: ListQuery, url: string) =>
      sessionPage(sessionTrades, TRADE_LIST, tradeToApi, actor, id, query, url),
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
