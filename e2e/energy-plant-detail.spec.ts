import { expect, test } from '@playwright/test';
import {
  apiSession,
  DEMO,
  kpiValue,
  plainText as plain,
  ptBrEnergy as mwh,
  ptBrMoney as brl,
  ptBrPercent as percent,
  seriousViolations,
  signIn,
  summaryResponse,
} from './support.ts';

test.describe('energy plant detail', () => {
  test('opens from the overview with the API’s figures, its charts and its readings, and passes axe', async ({
    page,
  }) => {
    await signIn(page, DEMO.energia, '/geracao/visao-geral');
    const link = page.getByRole('grid').getByRole('link').first();
    const name = await link.innerText();
    const loaded = page.waitForResponse((r) => /\/api\/energy\/plants\/\d+\/generation\//.test(r.url()));
    await link.click();
    await expect(page).toHaveURL(/\/geracao\/usinas\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // The page's own request, asked again of the API: the KPIs show its figures.
    const asked = new URL((await loaded).url());
    const { headers } = await apiSession(page.request, DEMO.energia);
    const detail = await (await page.request.get(asked.pathname + asked.search, { headers })).json();
    expect(detail.plant.name).toBe(name);
    expect(detail.generated_kwh).toBeGreaterThan(0);
    await expect
      .poll(async () => plain(await kpiValue(page, 'Geração no período').innerText()))
      .toBe(mwh(detail.generated_kwh));
    expect(plain(await kpiValue(page, 'Índice de desempenho (PI)').innerText())).toBe(
      percent(detail.performance_index),
    );
    expect(plain(await kpiValue(page, 'Taxa de desempenho (PR)').innerText())).toBe(
      percent(detail.performance_ratio),
    );
    expect(plain(await kpiValue(page, 'Custo por kWh gerado').innerText())).toBe(
      plain(
        new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(detail.costs.per_kwh),
      ),
    );

    // The plant's economics (§3.8): revenue per kWh compensated to 4 decimals, the margin.
    await expect(page.locator('[data-figure="Receita por kWh compensado"]')).toHaveText(
      `${brl(detail.costs.revenue_per_compensated_kwh, 4)}/kWh`,
    );
    await expect(page.locator('[data-figure="Margem (faturado − custos)"]')).toContainText(
      brl(detail.costs.margin_centavos / 100),
    );
    await expect(page.locator('.echarts-for-react svg')).toHaveCount(2);
    const readings = await (
      await page.request.get(`/api/energy/generation/readings/?plant_id=${detail.plant.id}`, { headers })
    ).json();
    const grid = page.getByRole('grid').last();
    await expect(grid.getByRole('row')).toHaveCount(Math.min(readings.count, 10) + 1);
    await expect(grid.getByRole('row').nth(1)).toContainText(
      new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${readings.results[0].day}T12:00:00Z`),
      ),
    );

    // The allocation history: the newest version open, its UCs and shares as the API lists them.
    const versions = await (
      await page.request.get(`/api/energy/plants/${detail.plant.id}/allocations/`, { headers })
    ).json();
    expect(versions.length).toBeGreaterThan(0);
    const history = page.getByRole('table').filter({ hasText: versions[0].items[0].installation_number });
    // The header, each UC, and the generating UC's unallocated rest.
    const allocated = versions[0].items.reduce((sum: number, item: any) => sum + item.percent_ppm, 0);
    await expect(history.getByRole('row')).toHaveCount(
      versions[0].items.length + 1 + (allocated < 1e6 ? 1 : 0),
    );

    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);

    // Another window of days for the daily chart, kept in the URL.
    const ninety = summaryResponse(page, `/api/energy/plants/${detail.plant.id}/generation/`, /day_from=/);
    await page.getByRole('combobox', { name: 'Dias' }).click();
    await page.getByRole('option', { name: 'Últimos 90 dias' }).click();
    await expect(page).toHaveURL(/days=last90/);
    expect((await ninety).daily).toHaveLength(90);
  });

  test('has no serious accessibility violation in dark mode either', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'pt-BR' });
    await context.addCookies([{ name: 'Alvorada-theme', value: 'dark', url: baseURL! }]);
    const page = await context.newPage();
    const { headers } = await apiSession(page.request, DEMO.energia);
    const plants = await (await page.request.get('/api/energy/plants/?page_size=5', { headers })).json();
    await signIn(page, DEMO.energia, `/geracao/usinas/${plants.results[0].id}`);
    await expect(page.locator('.echarts-for-react svg')).toHaveCount(2);
    await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  test('an unknown plant shows its empty state, and a user without Geração is refused', async ({ page }) => {
    await signIn(page, DEMO.energia, '/geracao/usinas/999999');
    await expect(page.getByText('Usina não encontrada')).toBeVisible();
    await signIn(page, DEMO.trader, '/geracao/usinas/1');
    await expect(page).toHaveURL(/not-authorized/);
  });
});
