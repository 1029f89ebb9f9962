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
} from './support.ts';

const PAGE = '/geracao/visao-geral';

test.describe('energy generation overview', () => {
  test('shows the figures the API gives for the period in the URL, and keeps the period on reload', async ({
    page,
  }) => {
    await signIn(page, DEMO.energia, PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Geração' })).toBeVisible();

    const { headers } = await apiSession(page.request, DEMO.energia);
    const summary = async (query: string) =>
      (await page.request.get(`/api/energy/summary/generation/${query}`, { headers })).json();

    const last12 = await summary('');
    await expect
      .poll(async () => plain(await kpiValue(page, 'Geração no período').innerText()))
      .toBe(mwh(last12.generated_kwh));
    // The plants' grid, the first of the page (the distributors' and tariffs' come after it).
    await expect(page.getByRole('grid').first().getByRole('row')).toHaveCount(
      Math.min(last12.table.length, 10) + 1,
    );

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
