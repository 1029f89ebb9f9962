import { emptyColumns, ohlcvOfColumns, type Ohlcv } from '@alvorada/backtest';
import type { Timeframe } from '@alvorada/contracts';
import type { Executor } from '../../platform/db/client.ts';
import { readCandles } from './candle-store.ts';
import type { instruments, sessions } from './schema.ts';
import { gaussian, seeded } from './synthetic-market.ts';
import { barClockMs } from './session-pace.ts';
import { exchangeFeed } from './exchange-feed.ts';

/**
 * Where a paper session's bars come from. A feed is replayable: asked again for its first `count` bars it
 * answers the same ones, so a session restarted elsewhere rebuilds its bars from the feed and its place.
 * (A connector to a live exchange would keep the bars it received in the database to stay so.)
 */
export interface Feed {
  /**
   * The bars from index `from` (0 by default) up to `count`, or all there are, in columns of their own (no
   * view of a larger buffer, so they cross to a worker thread as they are); `ended` once the feed will
   * never have more.
   */
  read(count: number, from?: number): Promise<{ data: Ohlcv; ended: boolean }>;
  /** A live feed starts listening when a session is driven, and stops when it no longer is. */
  listen?(): void;
  close?(): void;
}

const part = (data: Ohlcv, from: number, count: number): Ohlcv => ({
  time: data.time.slice(from, count),
  open: data.open.slice(from, count),
  high: data.high.slice(from, count),
  low: data.low.slice(from, count),
  close: data.close.slice(from, count),
  volume: data.volume.slice(from, count),
});

type InstrumentRow = typeof instruments.$inferSelect;

/** The instrument's stored candles in the session's range, played in order. */
export function replayFeed(
  db: Executor,
  instrument: InstrumentRow,
  timeframe: Timeframe,
  range: { from: string | null; to: string | null },
): Feed {
  let loaded: Promise<Ohlcv> | undefined;
  return {
    async read(count, from = 0) {
      loaded ??= readCandles(db, instrument, timeframe, range).then((r) => r.data);
      const data = await loaded;
      return { data: part(data, from, count), ended: count >= data.time.length };
    },
  };
}

/** Per-bar volatility of the generated walk. */
const VOLATILITY = 0.004;

/**
 * A live-like random walk from the instrument's last price, the same for the same seed, that never ends. Its
 * bars start at `startTime` (the session's start) and follow the session's clock, one bar per tick of its
 * speed, so none is dated after the moment it is made.
 */
export function generatedFeed(shape: {
  seed: number;
  startTime: number;
  price: number;
  tick: number;
  speed: number;
}): Feed {
  const random = seeded(shape.seed);
  const normal = gaussian(random);
  const step = barClockMs(shape.speed);
  const round = (price: number) => Math.max(shape.tick, Math.round(price / shape.tick) * shape.tick);
  const columns = emptyColumns();
  let close = shape.price;
  const grow = (count: number) => {
    while (columns.time.length < count) {
      const open = close;
      close = round(open * (1 + normal() * VOLATILITY));
      const reach = Math.abs(normal()) * VOLATILITY * 0.5;
      columns.time.push(shape.startTime + Math.round(columns.time.length * step));
      columns.open.push(open);
      columns.close.push(close);
      columns.high.push(round(Math.max(open, close) * (1 + reach)));
      columns.low.push(round(Math.min(open, close) * (1 - reach * random())));
      columns.volume.push(Math.round(1000 * (0.5 + random())));
    }
  };
  return {
    async read(count, from = 0) {
      grow(count);
      const data = ohlcvOfColumns(columns, from, count);
      return { data, ended: false };
    },
  };
}

/** The feed a session row names; an exchange's needs the server's kline WebSocket address. */
export function feedOf(
  db: Executor,
  row: typeof sessions.$inferSelect,
  instrument: InstrumentRow,
  exchangeUrl?: string,
): Feed {
  if (row.feed === 'replay')
    return replayFeed(db, instrument, row.timeframe, { from: row.fromDate, to: row.toDate });
  if (row.feed === 'exchange')
    return exchangeFeed(db, {
      sessionId: row.id,
      url: exchangeUrl,
      symbol: instrument.symbol,
      timeframe: row.timeframe,
    });
  return generatedFeed({
    seed: row.seed,
    startTime: row.startTime ?? row.createdAt.getTime(),
    price: row.startPrice ?? instrument.tickSize,
    tick: instrument.tickSize,
    speed: row.speed,
  });
}
