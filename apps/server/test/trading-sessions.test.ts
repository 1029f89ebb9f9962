import { describe, expect, it } from 'vitest';
import { call, login, openSocket, startServer } from './harness.ts';
import { eventually } from './eventually.ts';
import { fileTradingLab, tradingLab, type TradingLab } from './trading-lab.ts';

const { server, lab } = fileTradingLab();

/** backtesting.py's README example as a paper session: SMA cross 10/20 on GOOG, 0.2 % commission. */
const session = (extra: object = {}) => ({
  ...lab.request(),
  feed: 'replay',
  speed: 1000,
  ...extra,
});

/** The session once `done` holds for it, as `on` reads it. */
const until = (id: number, done: (s: any) => boolean, on: TradingLab = lab) =>
  on.when(`/sessions/${id}/`, done);

const all = async (path: string, api = lab.api) =>
  (await api('GET', `${path}?page_size=100&ordering=n`)).body;

/** The session's fills, checked to be numbered without a gap or a repeat. */
async function fillsOf(id: number, api = lab.api) {
  const events: any[] = [];
  for (let page = 1; ; page++) {
    const { body } = await api('GET', `/sessions/${id}/events/?page_size=100&ordering=seq&page=${page}`);
    events.push(...body.results);
    if (!body.next) break;
  }
  expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i));
  return events.filter((e) => e.kind === 'fill');
}

describe('paper trading', () => {
  it('a replayed session trades exactly as the backtest of the same candles', async () => {
    const backtest = await lab.api('POST', '/backtests/', lab.request());
    const run = await lab.finished('backtests', backtest.body.id);
    const started = await lab.api('POST', '/sessions/', session({ name: 'README' }));
    expect(started.status).toBe(201);
    expect(started.body.state).toBe('running');
    const ended = await until(started.body.id, (s) => s.state === 'finished');
    expect(ended.halt).toBe('feed_ended');
    expect(ended.halt_message).toBe('O replay chegou à última vela do período.');

    const expected = await all(`/backtests/${run.id}/trades/`);
    const got = await all(`/sessions/${ended.id}/trades/`);
    expect(got.count).toBe(93);
    expect(got.results).toEqual(expected.results);
    expect(ended.trade_count).toBe(93);
    // The backtest's last trade is still open at the last bar, in both.
    expect(ended.open_trades).toHaveLength(1);
    expect(ended.equity).toBeCloseTo(run.equity.equity.at(-1), 9);
    expect(ended.equity).toBeCloseTo(56_263.52, 2);

    const bars = (await lab.api('GET', `/sessions/${ended.id}/bars/`)).body;
    expect(bars.equity).toEqual(run.equity.equity);
    const fills = await fillsOf(ended.id);
    expect(fills).toHaveLength(93 * 2 + 1);
    expect(ended.fill_count).toBe(fills.length);
  });

  it('with fills at the close, records every trade and fill of the backtest too', async () => {
    const closes = { trade_on_close: true };
    const backtest = await lab.api('POST', '/backtests/', lab.request(closes));
    const run = await lab.finished('backtests', backtest.body.id);
    const started = await lab.api('POST', '/sessions/', session({ name: 'No fechamento', ...closes }));
    const ended = await until(started.body.id, (s) => s.state === 'finished');
    const got = await all(`/sessions/${ended.id}/trades/`);
    expect(got.count).toBe(93);
    expect(got.results).toEqual((await all(`/backtests/${run.id}/trades/`)).results);
    const fills = await fillsOf(ended.id);
    expect(fills).toHaveLength(93 * 2 + ended.open_trades.length);
    expect(ended.equity).toBeCloseTo(49_985.92, 2);
  });

  it('tells the bell of its round trips, those of one step together, in the reader’s numbers', async () => {
    const started = await lab.api('POST', '/sessions/', session({ name: 'Sino', notify_fills: true }));
    const ended = await until(started.body.id, (s) => s.state === 'finished');
    const bell = await call(server, 'GET', '/api/notifications/?page_size=100', {
      token: lab.trader.accessToken,
    });
    const told = bell.body.results.filter(
      (n: any) => n.kind === 'paper_trade' && n.link.endsWith(`session=${ended.id}`),
    );
    // 1,000 bars a second come 500 to a step: the 2,148 bars take five steps, whatever the machine's pace.
    expect(told.length).toBeGreaterThan(0);
    expect(told.length).toBeLessThanOrEqual(5);
    for (const n of told)
      expect(n.title).toMatch(/^Sino: \d+ operações de GOOG encerradas; resultado [+-][\d.]+,\d\d$/);
  });

  it('streams its bars and fills to the owner, and pauses and resumes', async () => {
    const ws = openSocket(server, lab.trader.userData.id, lab.trader.accessToken);
    await ws.opened;
    const started = await lab.api('POST', '/sessions/', session({ speed: 20 }));
    const update = await ws.next('paper_session');
    expect(update.session.id).toBe(started.body.id);
    expect(update.bars.length).toBeGreaterThan(0);
    expect(update.bars[0]).toMatchObject({
      time: expect.any(Number),
      close: expect.any(Number),
      equity: 10_000,
    });

    const paused = await lab.api('POST', `/sessions/${started.body.id}/pause/`);
    expect(paused.body.state).toBe('paused');
    const at = paused.body.bars;
    // Read until it moved, or until the driver had let it go before the read: no step moves it after that.
    const { driver } = server.built.services.trading;
    const still = await eventually(async () => {
      const letGo = !driver.driving().includes(started.body.id);
      const read = (await lab.api('GET', `/sessions/${started.body.id}/`)).body;
      return (letGo || read.bars !== at) && read;
    });
    expect(still.bars).toBe(at);
    expect((await lab.api('POST', `/sessions/${started.body.id}/pause/`)).status).toBe(409);

    expect((await lab.api('POST', `/sessions/${started.body.id}/resume/`)).body.state).toBe('running');
    await until(started.body.id, (s) => s.bars > at + 5);
    const stopped = await lab.api('POST', `/sessions/${started.body.id}/stop/`);
    expect(stopped.body.state).toBe('stopped');
    const log = (await lab.api('GET', `/sessions/${started.body.id}/events/?ordering=seq`)).body.results;
    expect(log.filter((e: any) => e.kind !== 'fill').map((e: any) => e.kind)).toEqual([
      'started',
      'paused',
      'resumed',
      'stopped',
    ]);
    expect((await lab.api('DELETE', `/sessions/${started.body.id}/`)).status).toBe(204);
    // Every open page of the owner lets it go.
    expect(await ws.next('paper_session_deleted')).toEqual({
      type: 'paper_session_deleted',
      session_id: started.body.id,
    });
    ws.socket.close(1000);
  });

  it('halts at the bar that breaks the daily loss limit, says why and notifies the owner', async () => {
    const started = await lab.api('POST', '/sessions/', session({ limits: { max_daily_loss: 150 } }));
    const halted = await until(started.body.id, (s) => s.state !== 'running');
    expect(halted.state).toBe('halted');
    expect(halted.halt).toBe('max_daily_loss');
    expect(halted.halt_message).toMatch(/^Perda de [\d.,]+ no dia; o limite diário é 150\.$/);
    const bars = (await lab.api('GET', `/sessions/${halted.id}/bars/`)).body.equity;
    // The bar it stopped at lost more than the limit since the close before; none before it did.
    const drops = bars.slice(1).map((e: number, i: number) => bars[i] - e);
    expect(drops.at(-1)).toBeGreaterThan(150);
    expect(Math.max(...drops.slice(0, -1))).toBeLessThanOrEqual(150);

    const bell = await call(server, 'GET', '/api/notifications/', { token: lab.trader.accessToken });
    expect(bell.body.results[0]).toMatchObject({ kind: 'paper_halt', body: halted.halt_message });
    // Resuming carries on from the next bar (the limit applies again on the next day's bars).
    expect((await lab.api('POST', `/sessions/${halted.id}/resume/`)).body.halt).toBeNull();
    await until(halted.id, (s) => s.bars > halted.bars);
    await lab.api('POST', `/sessions/${halted.id}/stop/`);
  });

  it('halts when a position would exceed the maximum, and when orders come too fast', async () => {
    const big = await lab.api('POST', '/sessions/', session({ limits: { max_position: 5 } }));
    const first = await until(big.body.id, (s) => s.state !== 'running');
    expect(first).toMatchObject({ state: 'halted', halt: 'max_position' });
    expect(Math.abs(first.position)).toBeGreaterThan(5);
    const fast = await lab.api('POST', '/sessions/', session({ limits: { max_orders_per_minute: 3 } }));
    const second = await until(fast.body.id, (s) => s.state !== 'running');
    // One entry, then a reversal (an exit and an entry): three fills; the next reversal makes five.
    expect(second).toMatchObject({ state: 'halted', halt: 'max_orders_per_minute', fill_count: 5 });
  });

  it('refuses bad requests with the field at fault, and other users', async () => {
    const slow = await lab.api('POST', '/sessions/', session({ speed: 0 }));
    expect(slow.status).toBe(400);
    expect(slow.body.fields.speed).toBeDefined();
    const offline = await lab.api('POST', '/sessions/', session({ feed: 'exchange' }));
    expect(offline.body).toMatchObject({
      code: 'feed_not_configured',
      fields: { feed: ['Este servidor não está ligado a nenhuma corretora ou bolsa (EXCHANGE_FEED_URL).'] },
    });
    const empty = await lab.api('POST', '/sessions/', session({ from: '2030-01-01' }));
    expect(empty.status).toBe(400);
    expect(empty.body.fields.from).toBeDefined();
    const energy = await login(server, 'energia@alvorada.dev');
    expect((await lab.api('GET', '/sessions/', undefined, energy.accessToken)).status).toBe(403);
    const mine = (await lab.api('POST', '/sessions/', session({ speed: 1 }))).body;
    const dev = await login(server, 'dev@alvorada.dev');
    expect((await lab.api('GET', `/sessions/${mine.id}/`, undefined, dev.accessToken)).status).toBe(404);
    // The developer may read backtests but not run them.
    expect((await lab.api('POST', `/sessions/${mine.id}/stop/`, undefined, dev.accessToken)).status).toBe(
      403,
    );
    const early = await lab.api('DELETE', `/sessions/${mine.id}/`);
    expect(early.body).toMatchObject({
      code: 'session_still_active',
      detail: 'Encerre a sessão antes de excluí-la.',
    });
    expect((await lab.api('POST', `/sessions/${mine.id}/stop/`)).body.state).toBe('stopped');
    expect((await lab.api('POST', `/sessions/${mine.id}/resume/`)).status).toBe(409);
    expect((await lab.api('DELETE', `/sessions/${mine.id}/`)).status).toBe(204);
  });

  it('a generated feed trades live-like bars from the instrument’s last price', async () => {
    const started = await lab.api('POST', '/sessions/', session({ feed: 'generated', speed: 100 }));
    const running = await until(started.body.id, (s) => s.bars >= 30);
    const { candles } = (await lab.api('GET', `/sessions/${running.id}/bars/`)).body;
    expect(candles.length).toBeGreaterThanOrEqual(30);
    // Bars on the session's clock: from its start, 100 a second, none dated after it was read.
    const steps = candles.slice(1).map((c: any, i: number) => c.time - candles[i].time);
    expect(new Set(steps)).toEqual(new Set([10]));
    expect(candles[0].time).toBeGreaterThanOrEqual(Date.parse(started.body.created_at) - 1000);
    expect(candles.at(-1).time).toBeLessThanOrEqual(Date.now());
    await lab.api('POST', `/sessions/${running.id}/stop/`);
  });
});

describe('paper sessions across a restart', () => {
  it('a session resumes where it stopped, with no fill lost or repeated', async () => {
    const first = await startServer({ REDIS_URL: '' });
    const firstLab = await tradingLab(first);
    const started = await firstLab.api('POST', '/sessions/', {
      ...firstLab.request(),
      feed: 'replay',
      speed: 500,
    });
    await until(started.body.id, (s) => s.bars > 300, firstLab);
    await first.stop();
    const second = await startServer({ REDIS_URL: '' }, { shareWith: first });
    try {
      const secondLab = await tradingLab(second);
      const ended = await until(started.body.id, (s) => s.state === 'finished', secondLab);
      expect(ended.trade_count).toBe(93);
      expect(ended.equity).toBeCloseTo(56_263.52, 2);
      expect(await fillsOf(ended.id, secondLab.api)).toHaveLength(93 * 2 + 1);
    } finally {
      await second.close();
    }
  });
});
