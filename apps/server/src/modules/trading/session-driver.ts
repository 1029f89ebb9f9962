import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { barsOf, type Ohlcv } from '@alvorada/backtest';
import { engineOptionsOf, type SessionHalt, type SessionState } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { Notifications } from '../notifications/service.ts';
import { findInstrument } from './instrument-store.ts';
import { instruments, sessionEvents, sessionOrders, sessions, sessionTrades } from './schema.ts';
import { EngineError } from './run-in-worker.ts';
import { feedOf, type Feed } from './session-feeds.ts';
import { manualOrdersOf, readSessionOrders } from './session-orders.ts';
import { stepNotices } from './session-notices.ts';
import { pace } from './session-pace.ts';
import { windowStart, type Carry, type StepOutput } from './session-step.ts';
import { createStepPool } from './session-step-pool.ts';
import { sessionEventToApi, sessionToApi } from './session-to-api.ts';
import { strategyRef } from './strategy-definition.ts';

type Row = typeof sessions.$inferSelect;
type EventRow = typeof sessionEvents.$inferInsert;

/** A lease not renewed for this long lets another instance take the session over. */
export const LEASE_MS = 5_000;
const RENEW_MS = 1_000;
interface Driven {
  row: Row;
  symbol: string;
  lotSize: number;
  tickSize: number;
  feed: Feed;
  /** When this instance made each fill of the last minute (the orders-per-minute limit). */
  recentFills: number[];
  /** Where the last step left the account; null until a step carries it (the next runs over every bar). */
  carry: Carry | null;
  timer?: NodeJS.Timeout;
  step?: Promise<void>;
}

/** Bars a step read from its feed: the session's from index `offset` on. */
interface Read {
  data: Ohlcv;
  offset: number;
  ended: boolean;
}

/** The event rows of a committed step: each fill, then the halt or the end. */
function stepEvents(
  out: StepOutput,
  { data, offset }: Read,
  state: SessionState,
): Omit<EventRow, 'sessionId' | 'seq'>[] {
  const events: Omit<EventRow, 'sessionId' | 'seq'>[] = out.fills.map((f) => ({
    kind: 'fill',
    bar: f.bar,
    barTime: data.time[f.bar - offset]!,
    size: f.size,
    price: f.price,
    pnl: f.pnl,
    manual: f.manual,
  }));
  if (state !== 'running') {
    const bar = out.to - 1;
    events.push({
      kind: state === 'halted' ? 'halted' : 'finished',
      bar,
      barTime: data.time[bar - offset],
      halt: out.halt?.reason,
    });
  }
  return events;
}

/**
 * Drives the running paper sessions this instance holds the lease of: every step reads the next bars from the
 * session's feed, runs the paper broker over them (session-step.ts) and commits the session's new place, its
 * fills and trades in one transaction that also checks the lease and the place it started from, so a step
 * is never committed twice nor by two instances. Then it tells the owner's open pages. The engine runs on
 * worker threads (session-step-pool.ts); an instance drives at most `PAPER_SESSIONS_PER_INSTANCE` sessions.
 */
export function createSessionDriver(
  p: Pick<Platform, 'db' | 'hub' | 'log' | 'config'>,
  notifications: Pick<Notifications, 'notify'>,
) {
  const { db } = p;
  const { perInstance, windowBars } = p.config.paperSessions;
  const me = randomUUID();
  const driven = new Map<number, Driven>();
  const pool = createStepPool();
  let renewing: NodeJS.Timeout | undefined;
  let closed = false;

  async function publish(
    row: Row,
    symbol: string,
    extra: { bars?: Ohlcv & { equity: number[] }; events?: (typeof sessionEvents.$inferSelect)[] } = {},
  ) {
    const bars = extra.bars
      ? barsOf(extra.bars).map((bar, i) => ({ ...bar, equity: extra.bars!.equity[i]! }))
      : [];
    await p.hub.send(row.ownerId, {
      type: 'paper_session',
      session: sessionToApi({ session: row, symbol }, row.locale),
      bars,
      events: (extra.events ?? []).map(sessionEventToApi),
    });
  }

  async function tell(row: Row, symbol: string, events: (typeof sessionEvents.$inferSelect)[]) {
    for (const notice of stepNotices(row, symbol, events)) await notifications.notify(row.ownerId, notice);
  }

  /**
   * Commits a step, and places the manual orders it took at the close of the bar before its first: false when
   * the session moved on without this instance (paused, stopped, taken over).
   */
  async function commit(d: Driven, read: Read, out: StepOutput, taken: number[] = []) {
    const { row } = d;
    const { data, offset } = read;
    const halt: SessionHalt | null =
      out.halt?.reason ?? (read.ended && out.to === offset + data.time.length ? 'feed_ended' : null);
    const state: SessionState = !halt
      ? 'running'
      : halt === 'bankrupt' || halt === 'feed_ended'
        ? 'finished'
        : 'halted';
    const events = stepEvents(
      { ...out, halt: halt && { reason: halt, params: out.halt?.params ?? {} } },
      read,
      state,
    );
    const last = out.to - 1 - offset;
    const written = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(sessions)
        .set({
          bars: out.to,
          lastBarTime: data.time[last] ?? row.lastBarTime,
          lastPrice: data.close[last] ?? row.lastPrice,
          equity: out.equity.at(-1) ?? row.equity,
          position: out.position,
          openTrades: out.open,
          fillCount: sql`${sessions.fillCount} + ${out.fills.length}`,
          tradeCount: sql`${sessions.tradeCount} + ${out.trades.length}`,
          eventCount: sql`${sessions.eventCount} + ${events.length}`,
          state,
          halt,
          haltParams: out.halt?.params ?? null,
          endedAt: state === 'finished' ? new Date() : null,
          ...(state !== 'running' && { leaseOwner: null, leaseUntil: null }),
        })
        .where(
          and(
            eq(sessions.id, row.id),
            eq(sessions.leaseOwner, me),
            eq(sessions.state, 'running'),
            eq(sessions.bars, row.bars),
          ),
        )
        .returning();
      if (!updated) return null;
      const first = updated.eventCount - events.length;
      const logged = events.length
        ? await tx
            .insert(sessionEvents)
            .values(events.map((e, i) => ({ ...e, sessionId: row.id, seq: first + i })))
            .returning()
        : [];
      if (out.trades.length)
        await tx.insert(sessionTrades).values(out.trades.map((t) => ({ ...t, sessionId: row.id })));
      if (taken.length)
        await tx
          .update(sessionOrders)
          .set({ bar: row.bars - 1 })
          .where(and(inArray(sessionOrders.id, taken), isNull(sessionOrders.bar)));
      return { updated, logged };
    });
    if (!written) return false;
    d.row = written.updated;
    d.carry = out.carry;
    const slice = (column: Float64Array) => column.subarray(row.bars - offset, out.to - offset);
    await publish(written.updated, d.symbol, {
      bars: {
        time: slice(data.time),
        open: slice(data.open),
        high: slice(data.high),
        low: slice(data.low),
        close: slice(data.close),
        volume: slice(data.volume),
        equity: out.equity,
      },
      events: written.logged,
    });
    await tell(written.updated, d.symbol, written.logged);
    return state === 'running';
  }

  /** A step that processes no bar: the feed ended, or the engine refused the strategy. */
  const idle = ({ row }: Driven, halt: StepOutput['halt']): StepOutput => ({
    to: row.bars,
    fills: [],
    trades: [],
    open: row.openTrades,
    position: row.position,
    equity: [],
    halt,
    carry: null,
  });

  /** One step; true while the session goes on here. */
  async function step(d: Driven) {
    const { row } = d;
    const manual = manualOrdersOf(await readSessionOrders(db, row.id), row.bars);
    // The engine resumes no run with manual orders: it then runs over every bar again.
    const carry = manual.orders.length ? null : d.carry;
    const offset = windowStart(carry, row.bars, windowBars);
    const { data, ended } = await d.feed.read(row.bars + pace(row.speed).bars, offset);
    const read = { data, offset, ended };
    const fresh = offset + data.time.length > row.bars;
    if (!fresh && !ended) return true;
    const now = Date.now();
    let out: StepOutput;
    try {
      out = fresh
        ? await pool.run({
            data,
            offset,
            from: row.bars,
            tradesBefore: row.tradeCount,
            window: windowBars,
            strategy: strategyRef(row.definition),
            params: row.params,
            options: {
              ...engineOptionsOf(row.settings, d.lotSize, d.tickSize),
              finalizeTrades: false,
              manualOrders: manual.orders,
            },
            limits: row.limits,
            recentFills: d.recentFills,
            now,
            carry,
          })
        : idle(d, null);
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      out = idle(d, { reason: 'engine_failed', params: { reason: error.message } });
    }
    d.recentFills = [...d.recentFills.filter((at) => at > now - 60_000), ...out.fills.map(() => now)];
    return commit(d, read, out, fresh ? manual.taken : []);
  }

  function schedule(d: Driven) {
    if (closed) return;
    d.timer = setTimeout(() => {
      d.step = step(d)
        .then((goesOn) => (goesOn ? schedule(d) : forget(d.row.id)))
        .catch((err: unknown) => {
          // A step still under way when the driver closed fails with its pool: nothing to retry then.
          if (closed) return;
          p.log.warn({ err, session: d.row.id }, 'paper session step failed; retrying');
          schedule(d);
        });
    }, pace(d.row.speed).interval);
  }

  function forget(id: number) {
    const d = driven.get(id);
    if (d) clearTimeout(d.timer);
    d?.feed.close?.();
    driven.delete(id);
  }

  async function drive(id: number) {
    if (driven.has(id)) return;
    const [found] = await db
      .select({ session: sessions, symbol: instruments.symbol })
      .from(sessions)
      .innerJoin(instruments, eq(instruments.id, sessions.instrumentId))
      .where(eq(sessions.id, id));
    if (!found || driven.has(id) || closed) return;
    const { session: row } = found;
    const instrument = await findInstrument(db, row.instrumentId);
    const feed = feedOf(db, row, instrument, p.config.exchangeFeedUrl);
    feed.listen?.();
    const d: Driven = {
      row,
      symbol: found.symbol,
      lotSize: instrument.lotSize,
      tickSize: instrument.tickSize,
      feed,
      recentFills: [],
      carry: null,
    };
    driven.set(id, d);
    schedule(d);
  }

  /**
   * Renews this instance's leases and takes running sessions whose lease is free or expired, as many as
   * `perInstance` leaves room for; a session this instance drove but no longer holds is left to whoever
   * does. `everything` takes any running session: a single instance starting again knows that nobody else
   * drives them.
   */
  async function claim(everything = false) {
    const lease = { leaseOwner: me, leaseUntil: sql`now() + ${`${LEASE_MS} milliseconds`}::interval` };
    const running = eq(sessions.state, 'running');
    const held = await db
      .update(sessions)
      .set(lease)
      .where(and(running, eq(sessions.leaseOwner, me)))
      .returning({ id: sessions.id });
    const room = perInstance - held.length;
    // Checked again on the row it updates, so two instances taking the same free session do not both get it.
    const free = everything
      ? or(isNull(sessions.leaseOwner), ne(sessions.leaseOwner, me))
      : or(isNull(sessions.leaseUntil), lt(sessions.leaseUntil, sql`now()`));
    const waiting = db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(running, free))
      .orderBy(sessions.id)
      .limit(Math.max(room, 0));
    if (room > 0)
      held.push(
        ...(await db
          .update(sessions)
          .set(lease)
          .where(and(running, free, inArray(sessions.id, waiting)))
          .returning({ id: sessions.id })),
      );
    const ids = new Set(held.map((h) => h.id));
    for (const id of driven.keys()) if (!ids.has(id)) forget(id);
    for (const id of ids) await drive(id);
  }

  return {
    instance: me,
    /** Sessions this instance is driving now. */
    driving: () => [...driven.keys()],
    async start(everything: boolean) {
      await claim(everything);
      renewing = setInterval(() => {
        claim().catch((err: unknown) => p.log.warn({ err }, 'paper sessions: lease not renewed'));
      }, RENEW_MS);
    },
    /** Looks for sessions to drive now (one was started or resumed). */
    wake: () => claim(),
    /** Tells the owner's pages about a change made outside a step (pause, resume, stop). */
    publish,
    /** Stops driving and frees the leases, so another instance or the next start takes over at once. */
    async close() {
      closed = true;
      clearInterval(renewing);
      for (const d of driven.values()) {
        clearTimeout(d.timer);
        d.feed.close?.();
      }
      await Promise.allSettled([...driven.values()].map((d) => d.step));
      driven.clear();
      await pool.close();
      await db
        .update(sessions)
        .set({ leaseOwner: null, leaseUntil: null })
        .where(and(eq(sessions.leaseOwner, me), inArray(sessions.state, ['running'])));
    },
  };
}
export type SessionDriver = ReturnType<typeof createSessionDriver>;
