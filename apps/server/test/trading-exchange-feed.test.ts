import { afterAll, beforeAll, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { Backtest, ohlcvOf } from '@alvorada/backtest';
import { closedBar } from '../src/modules/trading/exchange-feed.ts';
import { startServer, type TestServer } from './harness.ts';
import { tradingLab, type TradingLab } from './trading-lab.ts';

const MINUTE = 60_000;
const START = Date.UTC(2026, 0, 5, 12);
/** A hundred one-minute bars that swing, so the SMA cross 10/20 trades on them. */
const BARS = Array.from({ length: 100 }, (_, i) => {
  const close = 100 + 10 * Math.sin(i / 3);
  return {
    time: START + i * MINUTE,
    open: close - 0.5,
    high: close + 1,
    low: close - 1,
    close,
    volume: 5 + i,
  };
});
const kline = (bar: (typeof BARS)[number], closed: boolean) =>
  JSON.stringify({
    e: 'kline',
    s: 'BTCUSDT',
    k: {
      t: bar.time,
      T: bar.time + MINUTE - 1,
      i: '1m',
      o: String(bar.open),
      h: String(bar.high),
      l: String(bar.low),
      c: String(bar.close),
      v: String(bar.volume),
      x: closed,
    },
  });

let exchange: WebSocketServer;
const asked: string[] = [];
let server: TestServer;
let lab: TradingLab;
beforeAll(async () => {
  exchange = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => exchange.once('listening', resolve));
  // As the exchange does: a bar still forming, the closed bars in bursts (so they are stored in several
  // batches, whose order must hold), one of them twice, and noise.
  exchange.on('connection', async (socket, request) => {
    asked.push(request.url!);
    socket.send(kline(BARS[0]!, false));
    for (const [i, bar] of BARS.entries()) {
      if (i % 10 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      socket.send(kline(bar, true));
    }
    socket.send(kline(BARS[3]!, true));
    socket.send('{"e":"trade"}');
  });
  const { port } = exchange.address() as { port: number };
  server = await startServer({ REDIS_URL: '', EXCHANGE_FEED_URL: `ws://127.0.0.1:${port}` });
  lab = await tradingLab(server);
});
afterAll(async () => {
  await server?.close();
  exchange?.close();
});

it('reads only closed bars of a kline message', () => {
  expect(closedBar(kline(BARS[1]!, true))).toEqual(BARS[1]);
  expect(closedBar(kline(BARS[1]!, false))).toBeNull();
  expect(closedBar('not json')).toBeNull();
  expect(closedBar('{"e":"kline","k":{"x":true,"t":1,"o":"x","h":"1","l":"1","c":"1","v":"1"}}')).toBeNull();
});

it('a session on an exchange trades its closed bars as a backtest of them would', async () => {
  const feeds = (await lab.api('GET', '/settings/')).body.feeds;
  expect(feeds).toContainEqual({ id: 'exchange', available: true });
  const instrument = await lab.api('POST', '/instruments/', {
    symbol: 'BTCUSDT',
    market: 'Binance',
    currency: 'USD',
    lot_size: 1,
    tick_size: 0.01,
    timezone: 'UTC',
    base_timeframe: '1m',
  });
  expect(instrument.status).toBe(201);
  const started = await lab.api('POST', '/sessions/', {
    ...lab.request(),
    instrument_id: instrument.body.id,
    timeframe: '1m',
    feed: 'exchange',
    speed: 1000,
  });
  expect(started.status).toBe(201);
  const session = await lab.when(
    `/sessions/${started.body.id}/`,
    (s) => s.bars >= BARS.length || s.state !== 'running',
  );
  // Followed again on a busy machine (a dropped stream, or the session taken up again after its lease
  // lapsed), the feed asks for the same stream, and bars it is sent twice are stored once.
  expect(new Set(asked)).toEqual(new Set(['/btcusdt@kline_1m']));
  expect(session).toMatchObject({ state: 'running', bars: BARS.length, last_bar_time: BARS.at(-1)!.time });
  const { candles } = (await lab.api('GET', `/sessions/${session.id}/bars/`)).body;
  expect(candles).toEqual(BARS);

  const expected = new Backtest(
    ohlcvOf(BARS),
    { builtIn: 'sma-cross' },
    {
      commission: 0.002,
      exclusiveOrders: true,
    },
  ).run({ n1: 10, n2: 20 });
  expect(expected.trades.count).toBeGreaterThan(0);
  expect(session.trade_count).toBe(expected.trades.count);
  expect(session.equity).toBeCloseTo(expected.equity.at(-1)!, 9);
  await lab.api('POST', `/sessions/${session.id}/stop/`);
});
