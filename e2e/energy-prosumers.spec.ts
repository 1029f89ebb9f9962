import { expect, test } from '@playwright/test';
import { figuresMatchApi, overviewChecks } from './overview-checks.ts';
import { DEMO, kpiValue, plainText as plain, signIn, summaryResponse } from './support.ts';

const PAGE = '/prosumidores/visao-geral';
const SUMMARY = '/api/energy/summary/prosumers/';
const UNITS = '/api/energy/summary/prosumers/units/';
const number = (n: number) => new Intl.NumberFormat('pt-BR').format(n);
const percent = (ratio: number) =>
  plain(new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 }).format(ratio));

test.describe('energy prosumers overview', () => {
  test('shows the figures the API gives, and keeps the distributor filter on reload', async ({ page }) => {
    const first = summaryResponse(page, SUMMARY);
    const firstRows = summaryResponse(page, UNITS);
    // Straight to the page: the landing dashboard asks for some of the same summaries.
    await signIn(page, DEMO.energia, PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Prosumidores' })).toBeVisible();
    const all = await first;
    expect(all.active_units).toBeGreaterThan(0);
    await expect(kpiValue(page, 'Clientes ativos')).toHaveText(number(all.active_customers));
    await expect(kpiValue(page, 'UCs ativas')).toHaveText(number(all.active_units));
    await expect
      .poll(async () => plain(await kpiValue(page, 'Cobertura do rateio').innerText()))
      .toBe(percent(all.coverage));
    const allRows = await firstRows;
    expect(allRows.count).toBe(all.beneficiary_units);
    await expect(page.getByRole('row')).toHaveCount(Math.min(allRows.count, 10) + 1);

    // Narrowed to one distributor: fewer units, and the choice is in the URL.
    const [distributor] = all.options.distributors;
    const narrowed = summaryResponse(page, SUMMARY, new RegExp(`distributor_id=${distributor.id}`));
    const narrowedRows = summaryResponse(page, UNITS, new RegExp(`distributor_id=${distributor.id}`));
    await page.getByRole('combobox', { name: 'Distribuidora' }).click();
    await page.getByRole('option', { name: distributor.name }).click();
    await expect(page).toHaveURL(new RegExp(`distributor_id=${distributor.id}`));
    const one = await narrowed;
    expect(one.active_units).toBeLessThan(all.active_units);
    await expect(kpiValue(page, 'UCs ativas')).toHaveText(number(one.active_units));
    await expect(page.getByRole('row')).toHaveCount(Math.min((await narrowedRows).count, 10) + 1);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Distribuidora' })).toHaveText(distributor.name);
    await expect(kpiValue(page, 'UCs ativas')).toHaveText(number(one.active_units));
  });

  test('flags the UCs whose share sends them more than 120 % of their consumption, and lists them', async ({
    page,
  }) => {
    const loaded = summaryResponse(page, SUMMARY);
    // Straight to the page: the landing dashboard asks for some of the same summaries.
    await signIn(page, DEMO.energia, PAGE);
    const summary = await loaded;
    const over = summary.alerts.find((line: { alert: string }) => line.alert === 'SOBREALOCADA');
    expect(over.units).toBeGreaterThan(0);
    const line = page.getByRole('button', { name: `${over.units} UCs: Recebe mais de 120% do consumo` });
    await expect(line).toBeVisible();
    await expect(page.locator('[data-kpi="Cobertura do rateio"]')).toHaveAttribute('data-attention', 'true');

    // The line filters the table to those UCs, through the URL.
    const filtered = summaryResponse(page, UNITS, /alert=SOBREALOCADA/);
    await line.click();
    await expect(page).toHaveURL(/alert=SOBREALOCADA/);
    expect((await filtered).count).toBe(over.units);
    await expect(page.getByRole('row')).toHaveCount(Math.min(over.units, 10) + 1);
    await expect(page.getByRole('row').nth(1)).toContainText(over.examples[0].installation_number);
  });

  test('searches the UCs on the server, with the text in the URL', async ({ page }) => {
    const loaded = summaryResponse(page, UNITS);
    // Straight to the page: the landing dashboard asks for some of the same summaries.
    await signIn(page, DEMO.energia, PAGE);
    const [someone] = (await loaded).results;
    const found = summaryResponse(page, UNITS, /search=/);
    await page
      .getByRole('searchbox', { name: 'Buscar cliente, UC ou usina' })
      .fill(someone.installation_number);
    await expect(page).toHaveURL(new RegExp(`search=${someone.installation_number}`));
    expect((await found).results.map((row: { unit_id: number }) => row.unit_id)).toContain(someone.unit_id);
    await expect(page.getByRole('row').nth(1)).toContainText(someone.customer_name);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Buscar cliente, UC ou usina' })).toHaveValue(
      someone.installation_number,
    );
  });

  figuresMatchApi({
    path: PAGE,
    summary: SUMMARY,
    figures: {
      'Clientes ativos': (s) => number(s.active_customers as number),
      'UCs ativas': (s) => number(s.active_units as number),
      'Cobertura do rateio': (s) => (s.coverage === null ? '—' : percent(s.coverage as number)),
    },
  });

  overviewChecks({
    path: PAGE,
    summary: SUMMARY,
    subject: 'Prosumidor',
    kpi: 'Cobertura do rateio',
    definition: 'Energia que as UCs beneficiárias receberam das usinas',
  });
});
