import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './harness.ts';
import { tradingLab, type TradingLab } from './trading-lab.ts';

let server: TestServer;
let lab: TradingLab;
/** backtesting.py's README example over all of GOOG's bars, and over 2010–2012 only. */
let whole: any;
let part: any;
let session: any;
beforeAll(async () => {
  server = await startServer({ REDIS_URL: '' });
  // The summary is the Resume page's (read Development): this server's Trader role may also open it.
  const admin = (await login(server, 'admin@alvorada.dev')).accessToken;
  const roles = (await call(server, 'GET', '/api/admin/roles/', { token: admin })).body.results;
  const trader = roles.find((r: { code: string }) => r.code === 'trader');
  const rules = [...trader.rules, { action: 'read', subject: 'Development' }];
  expect(
    (await call(server, 'PATCH', `/api/admin/roles/${trader.id}/`, { token: admin, body: { rules } })).status,
  ).toBe(200);
  lab = await tradingLab(server);
  const backtest = async (extra = {}) =>
    lab.finished('backtests', (await lab.api('POST', '/backtests/', lab.request(extra))).body.id);
  whole = await backtest();
  part = await backtest({ from: '2010-01-01', to: '2012-12-31' });
  const id = (await lab.api('POST', '/sessions/', { ...lab.request(), feed: 'replay', speed: 1000 })).body.id;
  session = await lab.when(`/sessions/${id}/`, (s) => s.state === 'finished');
});
afterAll(() => server?.close());

const resume = async (query = '') => (await lab.api('GET', `/resume/?${query}`)).body;

/** Every operation the operations table lists for `query`, page after page. */
async function operations(query = '') {
  const all: any[] = [];
  for (let page = 1; ; page++) {
    const { body } = await lab.api('GET', `/operations/?page_size=100&page=${page}${query}`);
    all.push(...body.results);
    if (!body.next) return { all, totals: body.totals };
  }
}

const monthOf = (time: number) => new Date(time).toISOString().slice(0, 7);

it('totals the trades as the operations table does, per month they closed in and per strategy', async () => {
  const summary = await resume();
  const { all, totals } = await operations();
  expect(all).toHaveLength(93 + part.trade_count + 93);
  expect(summary.trades).toMatchObject({ count: totals.count, wins: totals.wins });
  expect(summary.trades.win_rate).toBeCloseTo(totals.win_rate, 12);
  expect(summary.trades.pnl).toHaveLength(1);
  expect(summary.trades.pnl[0].currency).toBe('USD');
  expect(summary.trades.pnl[0].value).toBeCloseTo(totals.pnl[0].value, 6);
  expect(summary.trades.by_source).toEqual([
    { source: 'backtest', count: 93 + part.trade_count },
    { source: 'paper', count: 93 },
  ]);

  const months = new Map<string, number>();
  for (const o of all) months.set(monthOf(o.exit_time), (months.get(monthOf(o.exit_time)) ?? 0) + o.pnl);
  expect(summary.monthly.map((m: any) => m.month)).toEqual([...months.keys()].sort());
  for (const m of summary.monthly) {
    expect(m.pnl).toHaveLength(1);
    expect(m.pnl[0].value).toBeCloseTo(months.get(m.month)!, 6);
  }
  expect(summary.monthly.reduce((n: number, m: any) => n + m.count, 0)).toBe(all.length);

  expect(summary.strategies).toHaveLength(1);
  expect(summary.strategies[0]).toMatchObject({
    strategy_id: whole.strategy_id,
    strategy_name: 'Cruzamento de médias 10/20',
    count: totals.count,
    wins: totals.wins,
  });
  expect(summary.strategies[0].win_rate).toBeCloseTo(totals.win_rate, 12);
});

it('ranks the backtests by return with their drawdown, exposure and trades, and averages them', async () => {
  const { backtests } = await resume();
  const [best, worst] = whole.return_pct > part.return_pct ? [whole, part] : [part, whole];
  expect(backtests.count).toBe(2);
  expect(backtests.best.map((b: any) => b.id)).toEqual([best.id, worst.id]);
  // Every backtest is among the best already: none is listed twice.
  expect(backtests.worst).toEqual([]);
  expect(backtests.best[0]).toMatchObject({
    symbol: 'GOOG',
    currency: 'USD',
    return_pct: best.return_pct,
    trade_count: best.trade_count,
    final_equity: best.final_equity,
    max_drawdown_pct: best.stats['Max. Drawdown [%]'],
    exposure_pct: best.stats['Exposure Time [%]'],
  });
  expect(backtests.best[0].max_drawdown_pct).toBeLessThan(0);
  const mean = (stat: string) => (whole.stats[stat] + part.stats[stat]) / 2;
  expect(backtests.average_max_drawdown_pct).toBeCloseTo(mean('Max. Drawdown [%]'), 9);
  expect(backtests.average_exposure_pct).toBeCloseTo(mean('Exposure Time [%]'), 9);
});

it('lists the paper sessions with their profit: equity minus the starting cash', async () => {
  const { sessions } = await resume();
  expect(sessions.count).toBe(1);
  expect(sessions.results[0]).toMatchObject({
    id: session.id,
    state: 'finished',
    symbol: 'GOOG',
    currency: 'USD',
    trade_count: 93,
    equity: session.equity,
    pnl: session.pnl,
  });
  expect(session.pnl).toBeCloseTo(session.equity - session.settings.cash, 9);
  expect(session.pnl).toBeCloseTo(56_263.52 - 10_000, 2);
});

it('keeps to the period: trades closed in it, backtests and sessions whose bars cross it', async () => {
  const year = await resume('from=2010-01-01&to=2010-12-31');
  const { all, totals } = await operations('&from=2010-01-01&to=2010-12-31');
  expect(year.from).toBe('2010-01-01');
  expect(year.trades.count).toBe(totals.count);
  expect(year.trades.count).toBeGreaterThan(0);
  expect(year.trades.pnl[0].value).toBeCloseTo(totals.pnl[0].value, 6);
  expect(all.every((o) => monthOf(o.exit_time).startsWith('2010-'))).toBe(true);
  expect(year.monthly.every((m: any) => m.month.startsWith('2010-'))).toBe(true);
  expect(year.backtests.count).toBe(2);
  expect(year.sessions.count).toBe(1);

  // Before 2010 only the whole-history backtest ran; after GOOG's last bar nothing did.
  const before = await resume('to=2009-12-31');
  expect(before.backtests.best.map((b: any) => b.id)).toEqual([whole.id]);
  expect(before.trades.count).toBe((await operations('&to=2009-12-31')).totals.count);
  const after = await resume('from=2014-01-01');
  expect(after.trades).toMatchObject({ count: 0, win_rate: null, pnl: [], by_source: [] });
  expect(after.monthly).toEqual([]);
  expect(after.backtests).toMatchObject({ count: 0, average_max_drawdown_pct: null, best: [] });
  expect(after.sessions).toEqual({ count: 0, results: [] });
});

it('refuses a reversed period or a day that does not exist, naming the field', async () => {
  const reversed = await lab.api('GET', '/resume/?from=2011-01-01&to=2010-01-01');
  expect(reversed.status).toBe(400);
  expect(reversed.body.code).toBe('date_range_reversed');
  expect(Object.keys(reversed.body.fields)).toEqual(['from']);
  const bad = await lab.api('GET', '/resume/?to=2010-02-30');
  expect(bad.status).toBe(400);
  expect(Object.keys(bad.body.fields)).toEqual(['to']);
});

it('shows each user only their own records, and nothing to a role without its rule', async () => {
  const dev = await login(server, 'dev@alvorada.dev');
  const theirs = await lab.api('GET', '/resume/', undefined, dev.accessToken);
  expect(theirs.status).toBe(200);
  expect(theirs.body.trades.count).toBe(0);
  expect(theirs.body.strategies).toEqual([]);
  expect(theirs.body.backtests.count).toBe(0);
  expect(theirs.body.sessions.count).toBe(0);
  const energy = await login(server, 'energia@alvorada.dev');
  expect((await lab.api('GET', '/resume/', undefined, energy.accessToken)).status).toBe(403);
});

it('gives whoever runs backtests the lab’s part of the summary: the same figures', async () => {
  const summary = await resume('from=2010-01-01&to=2012-12-31');
  const lab_ = await lab.api('GET', '/lab-summary/?from=2010-01-01&to=2012-12-31');
  expect(lab_.status).toBe(200);
  const { by_source: _, ...trades } = summary.trades;
  expect(lab_.body).toEqual({
    from: '2010-01-01',
    to: '2012-12-31',
    trades,
    backtests: { count: summary.backtests.count, best: summary.backtests.best },
    sessions: { count: summary.sessions.count },
  });
  const energy = await login(server, 'energia@alvorada.dev');
  expect((await lab.api('GET', '/lab-summary/', undefined, energy.accessToken)).status).toBe(403);
});
