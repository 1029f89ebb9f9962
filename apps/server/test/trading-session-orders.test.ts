import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Backtest, type ManualOrder } from '@alvorada/backtest';
import { engineOptionsOf, runSettingsSchema } from '@alvorada/contracts';
import { auditLog } from '../src/platform/db/schema.ts';
import { sessionOrders } from '../src/modules/trading/schema.ts';
import { login } from './harness.ts';
import { engineTrade, fileTradingLab, GOOG } from './trading-lab.ts';

const { server, lab } = fileTradingLab();
const README = { commission: 0.002, exclusiveOrders: true };
const SMA_CROSS = { builtIn: 'sma-cross' } as const;
const PARAMS = { n1: 10, n2: 20 };

const all = async (path: string) => (await lab.api('GET', `${path}?page_size=100&ordering=n`)).body.results;

async function events(id: number) {
  const out: any[] = [];
  for (let page = 1; ; page++) {
    const { body } = await lab.api('GET', `/sessions/${id}/events/?page_size=100&ordering=seq&page=${page}`);
    out.push(...body.results);
    if (!body.next) return out;
  }
}

/**
 * A GOOG replay paused at once, given `order` by hand, resumed and played to its end; then the engine's
 * manual order, at the bar the session placed it.
 */
async function sessionWith(order: object) {
  const started = await lab.api('POST', '/sessions/', { ...lab.request(), feed: 'replay', speed: 1000 });
  expect((await lab.api('POST', `/sessions/${started.body.id}/pause/`)).status).toBe(200);
  const placed = await lab.api('POST', `/sessions/${started.body.id}/orders/`, order);
  expect(placed.status).toBe(201);
  expect((await lab.api('POST', `/sessions/${started.body.id}/resume/`)).status).toBe(200);
  const ended = await lab.when(`/sessions/${started.body.id}/`, (s) => s.state === 'finished');
  const { db } = server.built.platform;
  const [stored] = await db.select().from(sessionOrders).where(eq(sessionOrders.sessionId, ended.id));
  return { ended, placed: placed.body, bar: stored!.bar! };
}

/** The session's trades equal the engine's with the same manual order, one by one. */
async function expectEngine(id: number, manual: ManualOrder) {
  const expected = new Backtest(GOOG, SMA_CROSS, { ...README, manualOrders: [manual] }).run(PARAMS).trades;
  const got = await all(`/sessions/${id}/trades/`);
  expect(got).toHaveLength(expected.count);
  got.forEach((trade: any, i: number) =>
    expect(trade).toMatchObject({ ...engineTrade(expected, i), tag: expected.Tag[i] ?? null }),
  );
  return got;
}

describe('orders placed by hand on a paper session', () => {
  it('a manual buy fills like a strategy order, marked manual in the trades and fills, logged and audited', async () => {
    const { ended, placed, bar } = await sessionWith({ side: 'buy', units: 3 });
    expect(placed).toMatchObject({ kind: 'manual_order', size: 3, manual: true });
    const trades = await expectEngine(ended.id, { bar, side: 'buy', units: 3 });
    expect(trades.filter((t: any) => t.tag === 'manual')).toMatchObject([{ size: 3 }]);
    const log = await events(ended.id);
    const manual = log.filter((e) => e.kind === 'fill' && e.manual);
    // The buy's fill, and the fill of the strategy's order that closed it.
    expect(manual.map((f) => f.size)).toEqual([3, -3]);
    expect(log.filter((e) => e.kind !== 'fill').map((e) => e.kind)).toEqual([
      'started',
      'paused',
      'manual_order',
      'resumed',
      'finished',
    ]);
    const { db } = server.built.platform;
    const audited = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(ended.id)));
    expect(audited).toMatchObject([
      { action: 'order', subject: 'Backtest', after: { side: 'buy', units: 3 } },
    ]);
  });

  it('a force-exit closes the open trade at the next fill point', async () => {
    const { ended, placed, bar } = await sessionWith({ side: 'close' });
    expect(placed).toMatchObject({ kind: 'force_exit', size: null, manual: true });
    const trades = await expectEngine(ended.id, { bar, side: 'close' });
    const forced = trades.filter((t: any) => t.tag === 'manual');
    // Unless the session had no trade open then, the trade open at that bar left at the next one.
    for (const t of forced) expect(t.exit_bar).toBe(bar + 1);
  });

  it('takes whole units of the instrument, only on its owner’s sessions, and not once ended', async () => {
    const started = await lab.api('POST', '/sessions/', { ...lab.request(), feed: 'replay', speed: 1 });
    const path = `/sessions/${started.body.id}/orders/`;
    const fraction = await lab.api('POST', path, { side: 'buy', units: 1.5 });
    expect(fraction).toMatchObject({ status: 400, body: { code: 'order_units_not_whole' } });
    expect(fraction.body.fields.units).toEqual([
      'A quantidade deve ser um número inteiro de lotes do ativo (ou de unidades, sem arredondar a lotes).',
    ]);
    expect((await lab.api('POST', path, { side: 'sell' })).status).toBe(400);
    const dev = await login(server, 'dev@alvorada.dev');
    expect((await lab.api('POST', path, { side: 'close' }, dev.accessToken)).status).toBe(403);
    const admin = await login(server, 'admin@alvorada.dev');
    const other = await lab.api(
      'POST',
      '/sessions/',
      { ...lab.request(), feed: 'replay', speed: 1 },
      admin.accessToken,
    );
    expect((await lab.api('POST', `/sessions/${other.body.id}/orders/`, { side: 'close' })).status).toBe(404);
    await lab.api('POST', `/sessions/${other.body.id}/stop/`, undefined, admin.accessToken);
    await lab.api('POST', `/sessions/${started.body.id}/stop/`);
    expect((await lab.api('POST', path, { side: 'close' })).body.code).toBe('session_ended');
    expect(
      (await lab.api('GET', `/sessions/${started.body.id}/events/`)).body.results.map((e: any) => e.kind),
    ).not.toContain('force_exit');
  });
});

describe('lots, ticks and slippage through the API', () => {
  it('a B3 backtest that rounds to lots trades whole lots of 100, with the slippage, as the engine does', async () => {
    const petr4 = (await lab.api('GET', '/instruments/?search=PETR4')).body.results[0];
    expect(petr4).toMatchObject({ lot_size: 100, tick_size: 0.01 });
    const body = { round_lots: true, slippage_fixed: 0.02, slippage_range: 0, instrument_id: petr4.id };
    const accepted = await lab.api('POST', '/backtests/', lab.request(body));
    expect(accepted.status).toBe(202);
    const run = await lab.finished('backtests', accepted.body.id);
    expect(run.settings).toMatchObject({ round_lots: true, slippage_fixed: 0.02 });
    const trades = await all(`/backtests/${run.id}/trades/`);
    expect(trades.length).toBeGreaterThan(5);
    for (const t of trades) expect(Math.abs(t.size) % 100).toBe(0);

    const { candles } = (await lab.api('GET', `/instruments/${petr4.id}/candles/`)).body;
    const column = (key: string) => Float64Array.from(candles, (c: any) => c[key]);
    const data = {
      time: column('time'),
      open: column('open'),
      high: column('high'),
      low: column('low'),
      close: column('close'),
      volume: column('volume'),
    };
    const settings = runSettingsSchema.parse(lab.request(body));
    const expected = new Backtest(data, SMA_CROSS, engineOptionsOf(settings, 100, 0.01)).run(PARAMS).trades;
    // The engine's prices exactly, each on the tick (no binary noise left: 16.49, not 16.490000000000002).
    expect(trades).toHaveLength(expected.count);
    const onTick = (price: number) => Number((Math.round(price / 0.01) * 0.01).toPrecision(12)) === price;
    trades.forEach((t: any, i: number) => {
      expect(t.size).toBe(expected.Size[i]);
      expect(t.entry_price).toBe(expected.EntryPrice[i]);
      expect(t.exit_price).toBe(expected.ExitPrice[i]);
      expect(onTick(t.entry_price) && onTick(t.exit_price)).toBe(true);
    });
    const unrounded = new Backtest(data, SMA_CROSS, {
      ...engineOptionsOf(settings, 100, 0.01),
      lotSize: undefined,
    });
    expect(unrounded.run(PARAMS).trades.Size.some((size) => size % 100 !== 0)).toBe(true);
  });
});
