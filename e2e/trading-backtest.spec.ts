import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiSession, DEMO, kpiValue, plainText as plain, seriousViolations, signIn } from './support.ts';
import { choose, varyParams } from './trading-support.ts';

const PAGE = '/automations/paracima/backtest';

/** backtesting.py's README example, SmaCross(10, 20) on GOOG, commission 0.2 %, exclusive orders: filled in. */
async function prepareSmaCrossOnGoog(page: Page, name: string) {
  await page.getByRole('button', { name: 'Nova a partir de um modelo' }).click();
  const dialog = page.getByRole('dialog');
  await choose(page, 'Estratégia', 'Cruzamento de médias (SMA)');
  await dialog.getByLabel('Nome').fill(name);
  await dialog.getByRole('button', { name: 'Criar estratégia' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Estratégia' })).toContainText(name);
  await expect(page.getByLabel('Período da média rápida', { exact: true })).toHaveValue('10');
  await expect(page.getByLabel('Período da média lenta', { exact: true })).toHaveValue('20');

  await choose(page, 'Ativo', /^GOOG/);
  await page.getByLabel('Comissão (% do valor)').fill('0,2');
  await page.getByLabel(/Ordens exclusivas/).check();
}

/** The README example, run: answers the run's id. */
async function runSmaCrossOnGoog(page: Page, name: string) {
  await prepareSmaCrossOnGoog(page, name);
  await page.getByRole('button', { name: 'Executar backtest' }).click();
  await expect(page).toHaveURL(/\?run=\d+$/);
  return Number(new URL(page.url()).searchParams.get('run'));
}

test.describe('backtest lab', () => {
  test('runs the README SmaCross on GOOG: the figures, the trades and their export match the API', async ({
    page,
  }) => {
    // A backtest, its export, a Monte Carlo analysis and the way back, on a machine shared with another file.
    test.slow();
    await signIn(page, DEMO.trader, PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Backtest' })).toBeVisible();
    await prepareSmaCrossOnGoog(page, `SmaCross e2e ${Date.now()}`);

    // A bad parameter is named and nothing starts.
    const fast = page.getByLabel('Período da média rápida', { exact: true });
    await fast.fill('0');
    await page.getByRole('button', { name: 'Executar backtest' }).click();
    await expect(page.getByText('Número inteiro entre 1 e 1000')).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    await fast.fill('10');

    await page.getByRole('button', { name: 'Executar backtest' }).click();
    await expect(page).toHaveURL(/\?run=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('run'));

    await expect(kpiValue(page, 'Patrimônio final')).toBeVisible();
    await expect
      .poll(async () => plain(await kpiValue(page, 'Patrimônio final').innerText()))
      .toBe('US$ 56.263,52');
    await expect(kpiValue(page, 'Operações')).toHaveText('93');

    const { headers } = await apiSession(page.request, DEMO.trader);
    const run = await (await page.request.get(`/api/trading/backtests/${id}/`, { headers })).json();
    expect(run.state).toBe('done');
    expect(run.settings).toMatchObject({ commission_rate: 0.002, exclusive_orders: true });
    expect(run.stats['Equity Final [$]']).toBeCloseTo(56263.52, 2);
    expect(run.trade_count).toBe(93);

    // The history lists it, selected.
    await expect(
      page.getByRole('list', { name: 'Histórico' }).locator('[aria-current="true"]'),
    ).toContainText(`#${id}`);
    // Trades: the first page of the server's list, sortable by result.
    const trades = await (await page.request.get(`/api/trading/backtests/${id}/trades/`, { headers })).json();
    const grid = page.getByRole('grid');
    await expect(grid.getByRole('row')).toHaveCount(11);
    await grid.getByRole('columnheader', { name: 'Resultado' }).click();
    await expect(page).toHaveURL(/ordering=pnl/);
    const worst = await (
      await page.request.get(`/api/trading/backtests/${id}/trades/?ordering=pnl`, { headers })
    ).json();
    expect(worst.results[0].n).not.toBe(trades.results[0].n);
    await expect(grid.getByRole('row').nth(1).getByRole('gridcell').first()).toHaveText(
      String(worst.results[0].n),
    );

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const file = readFileSync(await (await download).path(), 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(file).toHaveLength(94);

    // The candles with an entry and an exit marked for each trade, and the equity curve.
    await expect(page.locator('[data-markers="186"] canvas').first()).toBeVisible();
    // The strategy's two averages drawn over the candles.
    await expect(page.locator('[data-markers="186"]')).toHaveAttribute('data-lines', 'sma1, sma2');
    await expect(page.locator('.echarts-for-react svg').first()).toBeVisible();
    // The report: buy and hold beside the equity, the rolling figures, every month from August 2004 to March
    // 2013 with its return (and each year's), and the five deepest drawdowns, the deepest the statistics' own.
    await expect(page.locator('[data-benchmark="shown"] svg')).toBeVisible();
    await expect(page.locator('[data-rolling="2085"] svg')).toBeVisible();
    const months = page.getByRole('table', { name: 'Retornos mensais por ano' });
    await expect(months.getByRole('rowheader')).toHaveCount(10);
    await expect(months.locator('td[title]')).toHaveCount(104 + 10);
    const drawdowns = page.getByRole('table', { name: 'Maiores drawdowns' });
    await expect(drawdowns.getByRole('row')).toHaveCount(6);
    const deepest = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 2 }).format(
      run.stats['Max. Drawdown [%]'] / 100,
    );
    await expect(drawdowns.getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText(deepest);

    // The trades resampled: an analysis queued from the Monte Carlo card, then the server's percentiles and
    // both histograms.
    const card = page.locator('[data-monte-carlo]');
    await expect(card.getByText(/^Nenhuma análise deste backtest ainda/)).toBeVisible();
    await card.getByRole('button', { name: 'Simular' }).click();
    const median = kpiValue(page, 'Patrimônio final · P50');
    await expect.poll(async () => plain(await median.innerText())).toMatch(/^US\$ \d/);
    const analyses = await (
      await page.request.get(`/api/trading/monte-carlo/?backtest_id=${id}`, { headers })
    ).json();
    expect(analyses.count).toBe(1);
    const analysisId: number = analyses.results[0].id;
    const monteCarlo = await (
      await page.request.get(`/api/trading/monte-carlo/${analysisId}/`, { headers })
    ).json();
    expect(monteCarlo).toMatchObject({ state: 'done', runs: 1000, seed: 1, bootstrap: true });
    const p50 = plain(
      new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'USD' }).format(
        monteCarlo.result.final_equity.p50,
      ),
    );
    expect(plain(await median.innerText())).toBe(p50);
    await expect(card.getByText('1.000 caminhos sorteados com reposição, semente 1.')).toBeVisible();
    await expect(card.locator('.echarts-for-react svg')).toHaveCount(2);

    // A statistic explains itself when reached from the keyboard; nothing serious for axe.
    const info = page.getByRole('button', { name: 'O que é Índice de Sharpe?' });
    await info.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(info).toBeFocused();
    await expect(
      page.getByRole('tooltip', { name: /Retorno anualizado dividido pela volatilidade/ }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);

    // The history lists the analysis under its own tab; it opens with its figures and leads back.
    await page.getByRole('tab', { name: 'Monte Carlo' }).click();
    await page
      .getByRole('list', { name: 'Histórico' })
      .getByRole('button', { name: new RegExp(`^#${analysisId} `) })
      .click();
    await expect(page).toHaveURL(new RegExp(`\\?monte_carlo=${analysisId}$`));
    await expect.poll(async () => plain(await median.innerText())).toBe(p50);
    await page.getByRole('button', { name: `Abrir o backtest nº ${id}` }).click();
    await expect(page).toHaveURL(new RegExp(`\\?run=${id}$`));
    await expect(card.getByText('1.000 caminhos sorteados com reposição, semente 1.')).toBeVisible();
  });

  test('runs a small optimisation, shows its heatmap, and applies the best parameters to a backtest', async ({
    page,
  }) => {
    await signIn(page, DEMO.trader, PAGE);
    const first = await runSmaCrossOnGoog(page, `SmaCross opt ${Date.now()}`);
    await expect(kpiValue(page, 'Patrimônio final')).toBeVisible();
    await page.getByRole('button', { name: 'Otimização' }).click();
    await varyParams(page, {
      'Período da média rápida': ['5', '15', '5'],
      'Período da média lenta': ['20', '40', '10'],
    });
    await expect(page.getByText('9 combinações a testar')).toBeVisible();
    // Part of them, drawn or chosen by a model; unchecked, the whole grid again.
    await page.getByLabel('Testar só parte das combinações').check();
    await page.getByLabel('Combinações a testar').fill('4');
    await expect(page.getByText('4 de 9 combinações a testar')).toBeVisible();
    await page.getByLabel('Testar só parte das combinações').uncheck();
    // A constraint between the parameters: refused while it does not parse, then it leaves 8 of the 9.
    const constraint = page.getByLabel('Restrição entre parâmetros');
    await constraint.fill('n2 >=');
    await page.getByRole('button', { name: 'Otimizar parâmetros' }).click();
    await expect(page.getByText('Expressão inválida perto da posição 6.')).toBeVisible();
    await constraint.fill('n2 >= 2 * n1');
    await expect(page.getByText('8 combinações a testar')).toBeVisible();
    await page.getByRole('button', { name: 'Otimizar parâmetros' }).click();
    await expect(page).toHaveURL(/\?optimization=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('optimization'));
    await expect(page.getByText('8 combinações testadas')).toBeVisible();
    await expect(page.getByText('Restrição: n2 >= 2 * n1')).toBeVisible();
    // The heatmap marks the one combination the constraint left out (n1 15, n2 20).
    await expect(page.locator('.echarts-for-react svg text').filter({ hasText: /^×$/ })).toHaveCount(1);

    const { headers } = await apiSession(page.request, DEMO.trader);
    const optimization = await (
      await page.request.get(`/api/trading/optimizations/${id}/`, { headers })
    ).json();
    expect(optimization.constraint).toBe('n2 >= 2 * n1');
    expect(optimization.evaluations).toHaveLength(8);
    const { n1, n2 } = optimization.best.params;
    await expect(page.locator('[data-best-params]')).toHaveText(
      `Período da média rápida ${n1} · Período da média lenta ${n2}`,
    );

    await page.getByRole('button', { name: 'Aplicar os melhores' }).click();
    await expect(page.getByLabel('Período da média rápida', { exact: true })).toHaveValue(String(n1));
    await expect(page.getByLabel('Período da média lenta', { exact: true })).toHaveValue(String(n2));
    await expect(page.getByLabel('Comissão (% do valor)')).toHaveValue('0.2');
    await page.getByRole('button', { name: 'Executar backtest' }).click();
    await expect(page).toHaveURL(/\?run=\d+$/);
    await expect(kpiValue(page, 'Patrimônio final')).toBeVisible();
    const run = await (
      await page.request.get(`/api/trading/backtests/${new URL(page.url()).searchParams.get('run')}/`, {
        headers,
      })
    ).json();
    expect(run.params).toEqual({ n1, n2 });
    expect(run.stats[optimization.maximize]).toBeCloseTo(optimization.best.value, 6);

    // The README run and the best one, side by side.
    const history = page.getByRole('list', { name: 'Histórico' });
    await history.getByRole('checkbox', { name: `Comparar o backtest #${first}` }).check();
    await history.getByRole('checkbox', { name: `Comparar o backtest #${run.id}` }).check();
    await page.getByRole('button', { name: 'Comparar', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?compare=${first}%2C${run.id}$`));
    const cell = (id: number, stat: string) => page.locator(`[data-run="${id}"][data-stat="${stat}"]`);
    await expect
      .poll(async () => plain(await cell(first, 'Equity Final [$]').innerText()))
      .toBe('US$ 56.263,52');
    await expect(cell(run.id, '# Trades')).toHaveText(String(run.trade_count));
    await expect(page.locator('.echarts-for-react svg').first()).toBeVisible();
  });

  test('a user who may not read Backtest gets the not-authorized page, and the API refuses them', async ({
    page,
  }) => {
    await signIn(page, DEMO.energia, PAGE);
    await expect(page).toHaveURL(/not-authorized/);
    const { headers } = await apiSession(page.request, DEMO.energia);
    expect((await page.request.get('/api/trading/backtests/', { headers })).status()).toBe(403);
  });
});
