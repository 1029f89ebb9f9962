import { expect, test } from '@playwright/test';
import { overviewChecks } from './overview-checks.ts';
import { DEMO, kpiValue, plainText as plain, signIn, summaryResponse } from './support.ts';

const PAGE = '/prosumidores/visao-geral';
const SUMMARY = '/api/energy/summary/prosumers/';
const number = (n: number) => new Intl.NumberFormat('pt-BR').format(n);
const percent = (ratio: number) =>
  plain(new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 }).format(ratio));

test.describe('energy prosumers overview', () => {
  test('shows the figures the API gives, and keeps the distributor filter on reload', async ({ page }) => {
    await signIn(page, DEMO.energia);
    const first = summaryResponse(page, SUMMARY);
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Prosumidores' })).toBeVisible();
    const all = await first;
    expect(all.active_units).toBeGreaterThan(0);
    await expect(kpiValue(page, 'Clientes ativos')).toHaveText(number(all.active_customers));
    await expect(kpiValue(page, 'UCs ativas')).toHaveText(number(all.active_units));
    await expect
      .poll(async () => plain(await kpiValue(page, 'Cobertura do rateio').innerText()))
      .toBe(percent(all.coverage));
    await expect(page.getByRole('row')).toHaveCount(Math.min(all.table.length, 10) + 1);

    // Narrowed to one distributor: fewer units, and the choice is in the URL.
    const [distributor] = all.options.distributors;
    const narrowed = summaryResponse(page, SUMMARY, new RegExp(`distributor_id=${distributor.id}`));
    await page.getByRole('combobox', { name: 'Distribuidora' }).click();
    await page.getByRole('option', { name: distributor.name }).click();
    await expect(page).toHaveURL(new RegExp(`distributor_id=${distributor.id}`));
    const one = await narrowed;
    expect(one.active_units).toBeLessThan(all.active_units);
    await expect(kpiValue(page, 'UCs ativas')).toHaveText(number(one.active_units));
    await expect(page.getByRole('row')).toHaveCount(Math.min(one.table.length, 10) + 1);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Distribuidora' })).toHaveText(distributor.name);
    await expect(kpiValue(page, 'UCs ativas')).toHaveText(number(one.active_units));
  });

  test('flags the UCs whose share sends them more than 120 % of their consumption', async ({ page }) => {
    await signIn(page, DEMO.energia);
    const loaded = summaryResponse(page, SUMMARY);
    await page.goto(PAGE);
    const summary = await loaded;
    const over = summary.table.filter((row: { alerts: string[] }) => row.alerts.includes('SOBREALOCADA'));
    expect(over.length).toBeGreaterThan(0);
    await expect(page.getByText(`${over.length} UCs: Recebe mais de 120% do consumo`)).toBeVisible();
    await expect(page.locator('[data-kpi="Cobertura do rateio"]')).toHaveAttribute('data-attention', 'true');
  });

  overviewChecks({
    path: PAGE,
    summary: SUMMARY,
    subject: 'Prosumidor',
    kpi: 'Cobertura do rateio',
    definition: 'Energia que as UCs beneficiárias receberam das usinas',
  });
});
