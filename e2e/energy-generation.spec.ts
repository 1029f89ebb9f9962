import { expect, test } from '@playwright/test';
import { figuresMatchApi, overviewChecks } from './overview-checks.ts';
import {
  apiSession,
  DEMO,
  kpiValue,
  plainText as plain,
  ptBrEnergy as mwh,
  ptBrPercent,
  signIn,
  summaryResponse,
} from './support.ts';

const PAGE = '/geracao/visao-geral';
const PLANTS = '/api/energy/summary/generation/plants/';

test.describe('energy generation overview', () => {
  test('shows the figures the API gives for the period in the URL, and keeps the period on reload', async ({
    page,
  }) => {
    const firstPlants = summaryResponse(page, PLANTS);
    await signIn(page, DEMO.energia, PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Geração' })).toBeVisible();

    const { headers } = await apiSession(page.request, DEMO.energia);
    const summary = async (query: string) =>
      (await page.request.get(`/api/energy/summary/generation/${query}`, { headers })).json();

    const last12 = await summary('');
    await expect
      .poll(async () => plain(await kpiValue(page, 'Geração no período').innerText()))
      .toBe(mwh(last12.generated_kwh));
    // The plants' grid, the first of the page (the distributors' and tariffs' come after it), a page of them.
    const plants = await firstPlants;
    expect(plants.count).toBe(last12.plants);
    await expect(page.getByRole('grid').first().getByRole('row')).toHaveCount(Math.min(plants.count, 10) + 1);

    await page.getByRole('combobox', { name: 'Período' }).click();
    await page.getByRole('option', { name: 'Últimos 24 meses' }).click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}&to=\d{4}-\d{2}/);
    const query = new URL(page.url()).search;
    const last24 = await summary(query);
    expect(last24.generated_kwh).toBeGreaterThan(last12.generated_kwh);
    await expect
      .poll(async () => plain(await kpiValue(page, 'Geração no período').innerText()))
      .toBe(mwh(last24.generated_kwh));

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Período' })).toHaveText('Últimos 24 meses');
    await expect
      .poll(async () => plain(await kpiValue(page, 'Geração no período').innerText()))
      .toBe(mwh(last24.generated_kwh));
  });

  test('sorts and filters the plants on the server, the view in the URL, kept on reload', async ({
    page,
  }) => {
    await signIn(page, DEMO.energia, PAGE);
    const grid = page.getByRole('grid').first();
    await expect(grid.getByRole('row').nth(1)).toBeVisible();

    // Lowest PI first: the server's order, the first row its first plant.
    const sorted = summaryResponse(page, PLANTS, /ordering=performance_index/);
    await grid.getByRole('columnheader', { name: 'PI', exact: true }).click();
    await expect(page).toHaveURL(/ordering=performance_index/);
    const [lowest] = (await sorted).results;
    await expect(grid.getByRole('row').nth(1)).toContainText(lowest.name);

    // Only the plants under 90 %, as the server counts them.
    const filtered = summaryResponse(page, PLANTS, /alert=PI_BAIXO/);
    await page.getByRole('combobox', { name: 'Alerta' }).click();
    await page.getByRole('option', { name: 'PI abaixo de 90%' }).click();
    await expect(page).toHaveURL(/alert=PI_BAIXO/);
    const low = await filtered;
    expect(low.count).toBeGreaterThan(0);
    for (const plant of low.results) expect(plant.alerts).toContain('PI_BAIXO');
    await expect(grid.getByRole('row')).toHaveCount(Math.min(low.count, 10) + 1);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Alerta' })).toHaveText('PI abaixo de 90%');
    await expect(grid.getByRole('row')).toHaveCount(Math.min(low.count, 10) + 1);
    await expect(grid.getByRole('row').nth(1)).toContainText(lowest.name);
  });

  figuresMatchApi({
    path: PAGE,
    summary: '/api/energy/summary/generation/',
    figures: {
      'Geração no período': (s) => mwh(s.generated_kwh as number),
      'Índice de desempenho (PI)': (s) =>
        s.performance_index === null ? '—' : ptBrPercent(s.performance_index as number),
    },
  });

  overviewChecks({
    path: PAGE,
    summary: '/api/energy/summary/generation/',
    subject: 'Geração',
    kpi: 'Índice de desempenho (PI)',
    definition: 'Geração medida dividida pela geração esperada',
  });
});
