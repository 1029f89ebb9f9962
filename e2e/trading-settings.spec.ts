import { expect, test } from '@playwright/test';
import { apiSession, DEMO, expectNotAuthorized, seriousViolations, signIn } from './support.ts';
import { choose } from './trading-support.ts';

const PAGE = '/automations/paracima/settings';

test.describe('Paracima settings', () => {
  test('saves the defaults and a market’s costs, which new backtests then start with', async ({ page }) => {
    test.slow();
    await signIn(page, DEMO.admin, PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
    await expect(page.getByText('Não configurada')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Capital inicial').fill('25000');
    await page.getByLabel('Comissão fixa por execução — B3').fill('4,90');
    await page.getByLabel('Comissão (% do valor) — B3').fill('0,03');
    await page.getByLabel('Velocidade (velas por segundo)').fill('5000');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Número inteiro entre 1 e 1000')).toBeVisible();
    await page.getByLabel('Velocidade (velas por segundo)').fill('50');
    await page.getByLabel('Perda diária máxima').fill('1000');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByRole('status')).toContainText('Configurações salvas');

    const { headers } = await apiSession(page.request, DEMO.admin);
    const saved = await (await page.request.get('/api/trading/settings/', { headers })).json();
    expect(saved.defaults.cash).toBe(25_000);
    expect(saved.markets.B3.commission_fixed).toBe(4.9);
    expect(saved.markets.B3.commission_rate).toBeCloseTo(0.0003, 12);
    expect(saved.sessions).toMatchObject({ speed: 50, limits: { max_daily_loss: 1000, max_position: null } });

    await page.reload();
    await expect(page.getByLabel('Capital inicial')).toHaveValue('25000');
    await expect(page.getByLabel('Comissão (% do valor) — B3')).toHaveValue('0.03');

    await page.goto('/automations/paracima/backtest');
    await expect(page.getByLabel('Capital inicial')).toHaveValue('25000');
    await choose(page, 'Ativo', /^PETR4/);
    await expect(page.getByLabel('Comissão fixa por execução')).toHaveValue('4.9');
    await expect(page.getByLabel('Comissão (% do valor)')).toHaveValue('0.03');
    await choose(page, 'Ativo', /^GOOG/);
    await expect(page.getByLabel('Comissão fixa por execução')).toHaveValue('0');

    // The builder's preview runs with them too.
    await page.goto('/automations/paracima/builder');
    await expect(page.getByLabel('Capital inicial')).toHaveValue('25000');
    await choose(page, 'Ativo', /^PETR4/);
    await expect(page.getByLabel('Comissão fixa por execução')).toHaveValue('4.9');
  });

  test('a reader of backtests sees the settings without changing them; a trader without Development may not open them', async ({
    page,
  }) => {
    await signIn(page, DEMO.dev, PAGE);
    await expect(page.getByText('Você pode consultar estas configurações')).toBeVisible();
    await expect(page.getByLabel('Capital inicial')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Salvar alterações' })).toHaveCount(0);
    await expectNotAuthorized(page, DEMO.trader, PAGE);
  });
});
