import { expect, test } from '@playwright/test';
import { figuresMatchApi, overviewChecks } from './overview-checks.ts';
import { DEMO, kpiValue, plainText as plain, ptBrEnergy, signIn, summaryResponse } from './support.ts';

const PAGE = '/creditos/visao-geral';
const SUMMARY = '/api/energy/summary/credits/';
const number = (n: number) => new Intl.NumberFormat('pt-BR').format(n);
const energyOf = async (page: Parameters<typeof kpiValue>[0], label: string) =>
  plain(await kpiValue(page, label).innerText());

test.describe('energy credits overview', () => {
  test('shows the over-allocation the API counts: superavitárias UCs first in the rebalancing table', async ({
    page,
  }) => {
    const loaded = summaryResponse(page, SUMMARY);
    const listed = summaryResponse(page, '/api/energy/summary/credits/rebalancing/');
    // Straight to the page: the landing dashboard asks for some of the same summaries.
    await signIn(page, DEMO.energia, PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Créditos' })).toBeVisible();
    const summary = await loaded;
    const rebalancing = await listed;
    expect(rebalancing.count).toBe(summary.surplus_units);
    expect(summary.surplus_units).toBeGreaterThan(0);
    await expect(kpiValue(page, 'UCs superavitárias')).toHaveText(number(summary.surplus_units));
    await expect(page.locator('[data-kpi="UCs superavitárias"]')).toHaveAttribute('data-attention', 'true');
    await expect.poll(() => energyOf(page, 'Saldo de créditos')).toBe(ptBrEnergy(summary.balance_kwh));
    await expect
      .poll(() => energyOf(page, 'Excedente não alocado'))
      .toBe(ptBrEnergy(summary.unallocated_kwh));

    const rows = page.getByRole('row');
    await expect(rows).toHaveCount(Math.min(rebalancing.count, 10) + 1);
    // Most months of consumption in the bank first.
    const months = rebalancing.results.map((row: { months_of_cover: number }) => row.months_of_cover);
    expect(months).toEqual([...months].sort((a, b) => b - a));
    await expect(rows.nth(1)).toContainText(rebalancing.results[0].installation_number);
  });

  test('shows the kWh expired over the period in the URL, and keeps the period on reload', async ({
    page,
  }) => {
    await signIn(page, DEMO.energia, PAGE);
    await expect(kpiValue(page, 'Expirados no período')).not.toBeEmpty();

    const longer = summaryResponse(page, SUMMARY, /from=/);
    await page.getByRole('combobox', { name: 'Período' }).click();
    await page.getByRole('option', { name: 'Últimos 24 meses' }).click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}&to=\d{4}-\d{2}/);
    const last24 = await longer;
    // The demo's oldest credits, from before its first cycle, expire within these 24 months.
    expect(last24.expired_in_period_kwh).toBeGreaterThan(0);
    await expect
      .poll(() => energyOf(page, 'Expirados no período'))
      .toBe(ptBrEnergy(last24.expired_in_period_kwh));
    await expect(
      page.getByText(`${ptBrEnergy(last24.expired_in_period_kwh)} expiraram sem uso no período`, {
        exact: false,
      }),
    ).toBeVisible();

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Período' })).toHaveText('Últimos 24 meses');
    await expect
      .poll(() => energyOf(page, 'Expirados no período'))
      .toBe(ptBrEnergy(last24.expired_in_period_kwh));
  });

  figuresMatchApi({
    path: PAGE,
    summary: SUMMARY,
    figures: {
      'Saldo de créditos': (s) => ptBrEnergy(s.balance_kwh as number),
      'UCs superavitárias': (s) => number(s.surplus_units as number),
      'Expirados no período': (s) => ptBrEnergy(s.expired_in_period_kwh as number),
      'Excedente não alocado': (s) => ptBrEnergy(s.unallocated_kwh as number),
    },
  });

  overviewChecks({
    path: PAGE,
    summary: SUMMARY,
    subject: 'Crédito',
    kpi: 'UCs superavitárias',
    definition: 'UCs beneficiárias cujo saldo ao fim do período passa de 3 meses do consumo médio',
  });
});
