import { afterAll, beforeAll, expect, it } from 'vitest';
import { login, startServer, type TestServer } from './harness.ts';
import { tradingLab, type TradingLab } from './trading-lab.ts';

let server: TestServer;
let lab: TradingLab;
let backtestId: number;
let sessionId: number;
beforeAll(async () => {
  server = await startServer({ REDIS_URL: '' });
  lab = await tradingLab(server);
  backtestId = (
    await lab.finished('backtests', (await lab.api('POST', '/backtests/', lab.request())).body.id)
  ).id;
  sessionId = (await lab.api('POST', '/sessions/', { ...lab.request(), feed: 'replay', speed: 1000 })).body
    .id;
  await lab.when(`/sessions/${sessionId}/`, (s) => s.state === 'finished');
});
afterAll(() => server?.close());

const list = async (query = '') =>
  (await lab.api('GET', `/operations/?${query.includes('page_size') ? '' : 'page_size=100'}${query}`)).body;

it('lists the trades of backtests and paper sessions together, each with where it came from', async () => {
  const all = await list();
  expect(all.count).toBe(186);
  const paper = await list('&source=paper&ordering=entry_time');
  expect(paper.count).toBe(93);
  const session = (await lab.api('GET', `/sessions/${sessionId}/trades/?page_size=100&ordering=entry_time`))
    .body;
  expect(paper.results.map((o: any) => [o.parent_id, o.entry_time, o.pnl])).toEqual(
    session.results.map((t: any) => [sessionId, t.entry_time, t.pnl]),
  );
  const backtest = await list('&source=backtest&ordering=-pnl&page_size=5');
  expect(backtest.results[0]).toMatchObject({
    source: 'backtest',
    parent_id: backtestId,
    symbol: 'GOOG',
    timeframe: '1d',
    result: 'win',
  });
  expect(backtest.results[0].pnl).toBeGreaterThanOrEqual(backtest.results[1].pnl);
});

it('totals the whole filtered set, not the page: count, wins, win rate and profit', async () => {
  const trades = (await lab.api('GET', `/backtests/${backtestId}/trades/?page_size=100`)).body.results;
  const page = await list('&source=backtest&page_size=5');
  const wins = trades.filter((t: any) => t.pnl > 0).length;
  expect(page.results).toHaveLength(5);
  expect(page.totals.count).toBe(93);
  expect(page.totals.wins).toBe(wins);
  expect(page.totals.win_rate).toBeCloseTo(wins / 93, 12);
  expect(page.totals.pnl).toHaveLength(1);
  expect(page.totals.pnl[0].currency).toBe('USD');
  expect(page.totals.pnl[0].value).toBeCloseTo(
    trades.reduce((sum: number, t: any) => sum + t.pnl, 0),
    6,
  );
  const long = await list('&side=long');
  const short = await list('&side=short');
  expect(long.count + short.count).toBe(186);
  expect(long.results.every((o: any) => o.size > 0 && o.side === 'long')).toBe(true);
  expect((await list('&result=win')).count).toBe(2 * wins);
});

it('filters by the period the trades closed in, whole days', async () => {
  const trades = (await lab.api('GET', `/backtests/${backtestId}/trades/?page_size=100`)).body.results;
  const in2010 = trades.filter((t: any) => new Date(t.exit_time).getUTCFullYear() === 2010).length;
  expect(in2010).toBeGreaterThan(0);
  const year = await list('&source=backtest&from=2010-01-01&to=2010-12-31');
  expect(year.count).toBe(in2010);
  const reversed = await lab.api('GET', '/operations/?from=2011-01-01&to=2010-01-01');
  expect(reversed.status).toBe(400);
  expect(Object.keys(reversed.body.fields)).toEqual(['from']);
  expect((await lab.api('GET', '/operations/?ordering=owner_id')).status).toBe(400);
});

it('exports the filtered set with translated headers and labels', async () => {
  const csv = await lab.api('GET', '/operations/export/?format=csv&source=paper&side=short');
  const lines = (csv.body as string).trim().split('\r\n');
  expect(lines[0]).toBe(
    'Origem;Estratégia;Ativo;Lado;Entrada;Saída;Quantidade;Preço de entrada;Preço de saída;Resultado;Corretagem;Retorno (%);Duração (dias)',
  );
  expect(lines).toHaveLength((await list('&source=paper&side=short')).count + 1);
  expect(lines[1]).toMatch(/^Paper trading;Cruzamento de médias 10\/20;GOOG;Venda;/);
  // Figures rounded as written: money to the cent, none with a binary tail.
  for (const line of lines.slice(1)) {
    const cells = line.split(';');
    expect(cells[9]).toMatch(/^-?\d+(,\d{1,2})?$/);
    expect(cells[10]).toMatch(/^-?\d+(,\d{1,2})?$/);
    for (const cell of cells.slice(6)) expect(cell).not.toMatch(/,\d{9,}/);
  }
});

it('shows each user only their own trades, and none to a role without Backtest', async () => {
  const dev = await login(server, 'dev@alvorada.dev');
  const theirs = await lab.api('GET', '/operations/', undefined, dev.accessToken);
  expect(theirs.status).toBe(200);
  expect(theirs.body.count).toBe(0);
  expect(theirs.body.totals).toEqual({ count: 0, wins: 0, win_rate: null, pnl: [] });
  const energy = await login(server, 'energia@alvorada.dev');
  expect((await lab.api('GET', '/operations/', undefined, energy.accessToken)).status).toBe(403);
});
