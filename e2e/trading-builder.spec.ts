import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  apiSession,
  DEMO,
  expectNotAuthorized,
  kpiValue,
  plainText as plain,
  seriousViolations,
  signIn,
} from './support.ts';

const PAGE = '/automations/paracima/builder';

async function choose(page: Page, scope: Locator | Page, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** One comparison: the left side made an SMA of `period`, crossing the right side (an SMA 20) as `op` says. */
async function smaCrossing(page: Page, condition: Locator, period: string, op: string) {
  const left = condition.getByRole('group', { name: 'Série' });
  await choose(page, left, 'Série', 'Média móvel simples (SMA)');
  await left.getByLabel('Período').fill(period);
  await choose(page, condition, 'Comparação', op);
  await expect(condition.getByRole('group', { name: 'Comparada a' }).getByLabel('Período')).toHaveValue('20');
}

test.describe('strategy builder', () => {
  test('builds SmaCross 10/20 long and short with reversal; its preview and its backtest give the README figures', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, DEMO.trader, PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Construtor de estratégias' })).toBeVisible();
    const name = `SmaCross construída ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(name);

    await smaCrossing(page, page.locator('[data-condition="entry.long"]'), '10', 'cruza para cima de');
    await page
      .locator('[data-side="entry.short"]')
      .getByRole('button', { name: 'Adicionar condição' })
      .click();
    await smaCrossing(page, page.locator('[data-condition="entry.short"]'), '10', 'cruza para baixo de');
    await page.getByLabel(/Sinal contrário inverte a posição/).check();

    await choose(page, page, 'Ativo', /^GOOG/);
    // The README's figures are for 10,000 whatever the user saved as their capital.
    await page.getByLabel('Capital inicial').fill('10000');
    await page.getByLabel('Comissão (% do valor)').fill('0,2');
    await page.getByLabel(/Ordens exclusivas/).check();

    // The preview runs the rules in the browser: the README's figures, before anything is saved.
    await expect(page.locator('[data-preview="ready"]')).toBeVisible();
    await expect
      .poll(async () => plain(await kpiValue(page, 'Patrimônio final').innerText()))
      .toBe('US$ 56.263,52');
    await expect(kpiValue(page, 'Operações')).toHaveText('93');
    // Reversing, it always holds a position: the one open at the end is told apart from the 93 closed.
    await expect(page.getByTestId('preview-open-position')).toContainText('Uma posição segue aberta');
    const chart = page.locator('[data-markers="186"]');
    await expect(chart.locator('canvas').first()).toBeVisible();
    await expect(chart).toHaveAttribute('data-lines', 'SMA 10, SMA 20');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Salvar estratégia' }).click();
    await expect(page).toHaveURL(/\?strategy=\d+$/);
    const strategyId = Number(new URL(page.url()).searchParams.get('strategy'));
    await expect(page.getByText('versão 1', { exact: true })).toBeVisible();
    const { headers } = await apiSession(page.request, DEMO.trader);
    const saved = await (
      await page.request.get(`/api/trading/strategies/${strategyId}/`, { headers })
    ).json();
    const sma = (period: number) => ({ kind: 'indicator', name: 'sma', period, source: 'close' });
    expect(saved.definition).toEqual({
      kind: 'rules',
      rules: {
        entry: {
          long: { op: 'crossesAbove', left: sma(10), right: sma(20) },
          short: { op: 'crossesBelow', left: sma(10), right: sma(20) },
        },
        exit: {},
        reverse: true,
        risk: {},
      },
    });

    // One click: the server runs the saved version and the lab shows the same figures and the trades.
    await page.getByRole('button', { name: 'Executar backtest' }).click();
    await expect(page).toHaveURL(/\/automations\/paracima\/backtest\?run=\d+$/);
    const runId = Number(new URL(page.url()).searchParams.get('run'));
    await expect
      .poll(async () => plain(await kpiValue(page, 'Patrimônio final').innerText()))
      .toBe('US$ 56.263,52');
    await expect(kpiValue(page, 'Operações')).toHaveText('93');
    await expect(page.locator('[data-markers="186"] canvas').first()).toBeVisible();
    await expect(page.getByRole('grid').getByRole('row')).toHaveCount(11);
    const run = await (await page.request.get(`/api/trading/backtests/${runId}/`, { headers })).json();
    expect(run).toMatchObject({ state: 'done', strategy_id: strategyId, trade_count: 93 });
    expect(run.stats['Equity Final [$]']).toBeCloseTo(56263.52, 2);
  });

  test('names each problem at its field, saves nothing while one remains, and versions each change of the rules', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, DEMO.trader, PAGE);
    const name = `Regras e2e ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(name);
    const long = page.locator('[data-condition="entry.long"]');
    const period = long.getByRole('group', { name: 'Comparada a' }).getByLabel('Período');

    await period.fill('0');
    await expect(long.getByText('Use 1 ou mais.')).toBeVisible();
    await expect(
      page.getByText('Corrija o problema indicado na estratégia para ver a prévia.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Salvar estratégia' }).click();
    await expect(page.getByText('Corrija o problema indicado antes de salvar.')).toBeVisible();
    expect(new URL(page.url()).search).toBe('');

    await long.getByRole('button', { name: 'Remover condição' }).click();
    await expect(page.getByText('Defina uma entrada de compra ou de venda.')).toBeVisible();
    await page
      .locator('[data-side="entry.long"]')
      .getByRole('button', { name: 'Adicionar condição' })
      .click();
    await expect(page.getByText('Defina uma entrada de compra ou de venda.')).toBeHidden();

    await page.getByRole('button', { name: 'Salvar estratégia' }).click();
    await expect(page).toHaveURL(/\?strategy=\d+$/);
    await expect(page.getByText('versão 1', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salvar nova versão' })).toBeDisabled();

    await period.fill('50');
    await expect(page.getByText('Alterações não salvas')).toBeVisible();
    await page.getByRole('button', { name: 'Salvar nova versão' }).click();
    await expect(page.getByText('versão 2', { exact: true })).toBeVisible();
    await expect(page.getByText('Alterações não salvas')).toBeHidden();

    // The older version side by side with the current one, then opened in the editor.
    const versions = page.getByRole('dialog', { name: `Versões de ${name}` });
    await page.getByRole('button', { name: 'Versões' }).click();
    await expect(versions.getByRole('row').filter({ hasText: 'entry.long.right.period' })).toHaveText(
      'entry.long.right.period2050',
    );
    await versions.getByRole('button', { name: 'Abrir a versão 1 no editor' }).click();
    await expect(period).toHaveValue('20');
    await expect(page.getByText('Aberta da versão 1')).toBeVisible();

    // Leaving with unsaved changes asks first; staying keeps them.
    await period.fill('60');
    await page.getByRole('link', { name: 'Alvorada' }).click();
    const dialog = page.getByRole('dialog', { name: 'Descartar alterações?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(/\/builder\?strategy=\d+$/);
    await expect(period).toHaveValue('60');

    // Version 1 backtested as it was, whatever the editor holds.
    await page.getByRole('button', { name: 'Versões' }).click();
    await versions.getByRole('button', { name: 'Executar backtest da versão 1' }).click();
    await expect(page).toHaveURL(/\/automations\/paracima\/backtest\?run=\d+$/);
    const runId = Number(new URL(page.url()).searchParams.get('run'));
    const { headers } = await apiSession(page.request, DEMO.trader);
    const run = await (await page.request.get(`/api/trading/backtests/${runId}/`, { headers })).json();
    expect(run).toMatchObject({ strategy_version: 1 });
  });

  test('a user who may not read Backtest gets the not-authorized page, and the API refuses them', async ({
    page,
  }) => {
    await expectNotAuthorized(page, DEMO.energia, PAGE);
    const { headers } = await apiSession(page.request, DEMO.energia);
    const response = await page.request.post('/api/trading/strategies/', {
      headers,
      data: { name: 'x', definition: { kind: 'rules', rules: { entry: {} } } },
    });
    expect(response.status()).toBe(403);
  });
});
