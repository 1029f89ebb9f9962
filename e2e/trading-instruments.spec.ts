import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiSession, DEMO, kpiValue, signIn } from './support.ts';
import { choose } from './trading-support.ts';

/** The first 300 days of the engine's GOOG fixture, as a trader's own CSV file. */
const GOOD = readFileSync('packages/backtest/test/fixtures/market/GOOG.csv', 'utf8')
  .split('\n')
  .slice(0, 301)
  .join('\n');
/** The same file with a close that is not a number on its third bar. */
const BAD = GOOD.replace('2004-08-23,110.75,113.48,109.05,109.4,', '2004-08-23,110.75,113.48,109.05,abc,');

const pick = (page: Page, name: string, content: string) =>
  page.getByTestId('candle-file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });

test('a trader brings their own data: a private instrument, its CSV checked then imported, a backtest on it', async ({
  page,
}) => {
  // A backtest runs on a machine shared with another file.
  test.slow();
  const symbol = `MEU${Date.now() % 1_000_000}`;
  await signIn(page, DEMO.trader, '/automations/paracima/backtest');
  // The run form leads to the instruments screen.
  await page.getByRole('link', { name: /Seus próprios dados/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ativos' })).toBeVisible();

  await page.getByRole('button', { name: 'Novo ativo' }).click();
  const create = page.getByRole('dialog', { name: 'Novo ativo' });
  await create.getByLabel('Código').fill(symbol);
  await create.getByLabel('Nome', { exact: true }).fill('Meus dados');
  await create.getByRole('button', { name: 'Criar ativo' }).click();

  // The new instrument opens its import: a bad row is named by row and column, and nothing can be confirmed.
  const importing = page.getByRole('dialog', { name: `Importar candles em ${symbol}` });
  await pick(page, 'ruim.csv', BAD);
  const problems = importing.getByRole('table', { name: 'Problemas do arquivo' });
  await expect(problems.getByRole('row', { name: /close.*não é um número/i })).toBeVisible();
  await expect(importing.getByRole('button', { name: 'Confirmar importação' })).toBeDisabled();

  await pick(page, 'bom.csv', GOOD);
  await expect(importing.getByText('Novos:')).toContainText('300');
  await importing.getByRole('button', { name: 'Confirmar importação' }).click();
  await expect(page.getByText(`300 candles gravados em ${symbol}.`)).toBeVisible();

  // Coverage: the daily bars stored, their first and last; longer timeframes built from them.
  const coverage = page.getByRole('table', { name: `Cobertura de ${symbol}` });
  await expect(coverage.getByRole('row', { name: /Diário/ })).toHaveText(/^Diário300.*2004.*2005$/);
  await expect(page.getByRole('row', { name: new RegExp(`^${symbol}`) })).toContainText('Privado');

  // A backtest on it from the run form.
  await page.goto('/automations/paracima/backtest');
  await page.getByRole('button', { name: 'Nova a partir de um modelo' }).click();
  const template = page.getByRole('dialog');
  await template.getByLabel('Nome').fill(`Médias em ${symbol}`);
  await template.getByRole('button', { name: 'Criar estratégia' }).click();
  await expect(template).toBeHidden();
  await choose(page, 'Ativo', new RegExp(`^${symbol}`));
  await expect(page.getByText(/^300 candles de .*2004 a .*2005$/)).toBeVisible();
  await page.getByRole('button', { name: 'Executar backtest' }).click();
  await expect(page).toHaveURL(/\?run=\d+$/);
  await expect(kpiValue(page, 'Patrimônio final')).toBeVisible();

  // Another user neither lists it nor reads it.
  const mine = await apiSession(page.request, DEMO.trader);
  const [created] = (
    await (
      await page.request.get(`/api/trading/instruments/?search=${symbol}`, { headers: mine.headers })
    ).json()
  ).results;
  const other = await apiSession(page.request, DEMO.dev);
  const listed = await page.request.get(`/api/trading/instruments/?search=${symbol}`, {
    headers: other.headers,
  });
  expect((await listed.json()).count).toBe(0);
  const read = await page.request.get(`/api/trading/instruments/${created.id}/`, { headers: other.headers });
  expect(read.status()).toBe(404);
});
