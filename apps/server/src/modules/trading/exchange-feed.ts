import { asc, eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { ohlcvOf } from '@alvorada/backtest';
import type { Timeframe } from '@alvorada/contracts';
import type { Executor } from '../../platform/db/client.ts';
import { feedBars } from './schema.ts';
import type { Feed } from './session-feeds.ts';

/** How long a dropped connection waits before connecting again. */
const RECONNECT_MS = 2_000;

/** A kline message of Binance's streams; `k.x` is true once the bar has closed. */
interface KlineMessage {
  e?: string;
  k?: { t: number; o: string; h: string; l: string; c: string; v: string; x: boolean };
}

type Bar = NonNullable<ReturnType<typeof closedBar>>;

/** A closed bar of a kline message, or null for anything else (a bar still forming, another event). */
export function closedBar(raw: string) {
  let message: KlineMessage;
  try {
    message = JSON.parse(raw) as KlineMessage;
  } catch {
    return null;
  }
  const k = message.e === 'kline' ? message.k : undefined;
  if (!k?.x) return null;
  const bar = { time: k.t, open: +k.o, high: +k.h, low: +k.l, close: +k.c, volume: +k.v };
  return Object.values(bar).every(Number.isFinite) ? bar : null;
}

/**
 * An exchange's live bars for one session: while the session is driven, its kline stream
 * (`{url}/{symbol}@kline_{timeframe}`, Binance's names) is followed and each closed bar stored, so the feed
 * reads them back like a replay's, and another instance taking the session over finds them.
 */
export function exchangeFeed(
  db: Executor,
  target: { sessionId: number; url: string | undefined; symbol: string; timeframe: Timeframe },
): Feed {
  let socket: WebSocket | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  // Bars that arrive together (a reconnection's backlog) are stored in one statement, not one call each.
  let arrived: Bar[] = [];
  // Each batch is written after the one before: on a pool, a later batch committing first would be read
  // (by position) ahead of earlier bars.
  let written: Promise<unknown> = Promise.resolve();

  const store = () => {
    const values = arrived.map((bar) => ({ sessionId: target.sessionId, ...bar }));
    arrived = [];
    written = written
      .then(() => db.insert(feedBars).values(values).onConflictDoNothing())
      .catch(() => undefined);
  };

  const connect = (url: string) => {
    socket = new WebSocket(`${url}/${target.symbol.toLowerCase()}@kline_${target.timeframe}`);
    socket.on('message', (data) => {
      const bar = closedBar(data.toString());
      if (!bar) return;
      if (!arrived.length) setImmediate(store);
      arrived.push(bar);
    });
    // A dropped stream is followed again; the bars it missed meanwhile are not sent again by the exchange.
    socket.on('close', () => {
      if (!closed) retry = setTimeout(() => connect(url), RECONNECT_MS);
    });
    socket.on('error', () => socket?.terminate());
  };

  return {
    async read(count, from = 0) {
      const rows = await db
        .select()
        .from(feedBars)
        .where(eq(feedBars.sessionId, target.sessionId))
        .orderBy(asc(feedBars.time))
        .offset(from)
        .limit(Math.max(0, count - from));
      return { data: ohlcvOf(rows), ended: false };
    },
    listen() {
      if (target.url && !socket) connect(target.url);
    },
    close() {
      closed = true;
      clearTimeout(retry);
      socket?.close();
    },
  };
}
