import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { apiSession, DEMO, signIn } from './support.ts';
import { freePort, seededCopy, startServer } from './servers.ts';

/**
 * A trader's day on a server of this file's own, which the test kills and starts again: their own data
 * imported, backtested and optimised, their costs saved as the default, and a session that replays it with
 * fills at the close and survives the restart.
 */
const port = await freePort();
const ORIGIN = `http://localhost:${port}`;
// The demo database the run's servers start from (e2e/servers.ts), else one seeded by this server.
const template = process.env.E2E_TEMPLATE_DIR;
const DATA_DIR = template ? await seededCopy(template) : mkdtempSync(join(tmpdir(), 'alvorada-trader-'));
let server: ChildProcess | undefined;

/** Sixteen GOOG days in which a 2/5 cross of moving averages makes five round trips. */
const GOOG = readFileSync(
  new URL('../packages/backtest/test/fixtures/market/GOOG.csv', import.meta.url),
  'utf8',
)
  .split('\n')
  .filter((line, i) => i === 0 || (i >= 213 && i < 229))
  .join('\n');

/** The server as the end-to-end servers run, on this file's port and data. */
const start = () => (server = startServer(port, DATA_DIR));

const healthy = (request: APIRequestContext) =>
  expect
    .poll(async () => (await request.get('/api/health').catch(() => null))?.ok() ?? false, {
      timeout: 300_000,
    })
    .toBe(true);

test.use({ baseURL: ORIGIN });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(300_000);
  start();
  await healthy(await playwright.request.newContext({ baseURL: ORIGIN }));
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  server?.once('exit', () => rmSync(DATA_DIR, { recursive: true, force: true }));
});

/** A figure of the session view, as its number. */
const figure = async (view: Locator, name: string) =>
  Number((await view.locator(`[data-figure="${name}"] dd`).innerText()).replace(/\D/g, ''));

test('a trader imports their data, backtests and optimises it, saves their costs and replays it through a restart', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const { headers } = await apiSession(request, DEMO.trader);
  const api = async (method: 'get' | 'post' | 'put', path: string, data?: object) => {
    const response = await request[method](`/api/trading${path}`, { headers, data });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  const done = (path: string) =>
    expect.poll(async () => (await api('get', path)).state, { timeout: 120_000 }).toBe('done');

  // Their own instrument, private to them, from a CSV (the instruments screen has its own tests).
  const instrument = await api('post', '/instruments/', {
    symbol: 'MEUGOOG',
    name: 'Meu GOOG',
    market: 'NASDAQ',
    currency: 'USD',
    lot_size: 1,
    tick_size: 0.01,
    timezone: 'America/New_York',
  });
  expect(instrument).toMatchObject({ shared: false });
  expect(await api('post', `/instruments/${instrument.id}/candles/import/`, { content: GOOG })).toMatchObject(
    {
      inserted: 16,
    },
  );
  const [strategy] = (await api('get', '/strategies/?search=Cruzamento')).results;
  const run = {
    instrument_id: instrument.id,
    strategy_version_id: strategy.version_id,
    params: { n1: 2, n2: 5 },
    commission_rate: 0.002,
    exclusive_orders: true,
    trade_on_close: true,
  };
  const backtest = await api('post', '/backtests/', run);
  const { params: _, ...search } = run;
  const optimization = await api('post', '/optimizations/', {
    ...search,
    space: { n1: { min: 2, max: 6, step: 1 }, n2: { min: 4, max: 10, step: 2 } },
    constraint: 'n2 > n1 + 2',
    maximize: 'Equity Final [$]',
  });

  // While both compute, the run form's capital and costs saved as the default: the builder then starts from them.
  await signIn(page, DEMO.trader, '/automations/paracima/backtest');
  await page.getByLabel('Capital inicial').fill('25000');
  await page.getByLabel('Comissão (% do valor)').fill('0,2');
  await page.getByRole('button', { name: 'Salvar como padrão' }).click();
  await expect(
    page.getByText('Capital e custos salvos como padrão dos seus próximos backtests.'),
  ).toBeVisible();
  await page.goto('/automations/paracima/builder');
  await expect(page.getByLabel('Capital inicial')).toHaveValue('25000');
  await expect(page.getByLabel('Comissão (% do valor)')).toHaveValue(/^0[.,]2$/);

  await Promise.all([done(`/backtests/${backtest.id}/`), done(`/optimizations/${optimization.id}/`)]);
  const expected = (await api('get', `/backtests/${backtest.id}/trades/?page_size=100&ordering=n`)).results;
  expect(expected).toHaveLength(5);
  const optimized = await api('get', `/optimizations/${optimization.id}/`);
  expect(optimized.best.params.n2).toBeGreaterThan(optimized.best.params.n1 + 2);
  for (const { params } of optimized.evaluations) expect(params.n2).toBeGreaterThan(params.n1 + 2);

  // A replay at one bar a second with fills at the close, followed live.
  const session = await api('post', '/sessions/', { ...run, name: 'Meu replay', feed: 'replay', speed: 1 });
  await page.goto(`/automations/paracima/StrategyMonitor?session=${session.id}`);
  const view = page.locator(`[data-session-view="${session.id}"]`);
  await expect.poll(() => figure(view, 'bars')).toBeGreaterThan(0);

  // The server is down for 20 s; the page says so once its retries are spent, and the session goes on
  // when it is back.
  server!.kill('SIGKILL');
  const killedAt = Date.now();
  const banner = page.getByTestId('realtime-offline');
  await expect(banner).toContainText('Sem conexão', { timeout: 60_000 });
  const stoppedAt = await figure(view, 'bars');
  // The outage's length is the scenario (the page's retries span 15 s), not a wait for a condition.
  await page.waitForTimeout(Math.max(0, killedAt + 20_000 - Date.now()));
  start();
  await healthy(request);
  await banner.getByRole('button', { name: 'Reconectar' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => figure(view, 'bars'), { timeout: 60_000 }).toBeGreaterThan(stoppedAt);

  // Every trade of the backtest arrives, live on the page and in the session's record.
  await expect(view.getByText('Concluída').first()).toBeVisible({ timeout: 120_000 });
  expect(await figure(view, 'trades')).toBe(expected.length);
  const got = (await api('get', `/sessions/${session.id}/trades/?page_size=100&ordering=n`)).results;
  expect(got).toEqual(expected);
});
