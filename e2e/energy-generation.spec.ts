import { expect, test, type Page } from '@playwright/test';
import { apiSession, DEMO, seriousViolations, signIn } from './support.ts';

const PAGE = '/geracao/visao-geral';
const kpiValue = (page: Page, label: string) => page.locator(`[data-kpi="${label}"] [data-kpi-value]`);
// pt-BR formats: thousands with ".", decimals with ","; Intl may put a no-break space before the unit.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const mwh = (kwh: number) =>
  `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(kwh / 1000)} MWh`;

test.describe('energy generation overview', () => {
  test('shows the figures the API gives for the period in the URL, and keeps the period on reload', async ({
    page,
  }) => {
    await signIn(page, DEMO.energia);
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Geração' })).toBeVisible();

    const { headers } = await apiSession(page.request, DEMO.energia);
    const summary = async (query: string) =>
      (await page.request.get(`/api/energy/summary/generation/${query}`, { headers })).json();

    const last12 = await summary('');
    await expect
      .poll(async () => plain(await kpiValue(page, 'Geração no período').innerText()))
      .toBe(mwh(last12.generated_kwh));
    await expect(page.getByRole('row')).toHaveCount(Math.min(last12.table.length, 10) + 1);

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

  for (const theme of ['light', 'dark'] as const) {
    test(`has no serious accessibility violation (${theme})`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, locale: 'pt-BR' });
      await context.addCookies([{ name: 'Alvorada-theme', value: theme, url: baseURL! }]);
      const page = await context.newPage();
      await signIn(page, DEMO.energia);
      await page.goto(PAGE);
      await expect(page.locator('.echarts-for-react svg')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }

  test('each figure explains itself on keyboard focus', async ({ page }) => {
    await signIn(page, DEMO.energia);
    await page.goto(PAGE);
    const info = page.getByRole('button', { name: 'O que é Índice de desempenho (PI)?' });
    await info.focus();
    await expect(page.getByRole('tooltip')).toContainText('Geração medida dividida pela geração esperada');
  });

  test('a user who may not read Geração gets the not-authorized page, and the API refuses them', async ({
    page,
  }) => {
    await signIn(page, DEMO.trader);
    await page.goto(PAGE);
    await expect(page).toHaveURL(/not-authorized/);
    const { headers } = await apiSession(page.request, DEMO.trader);
    expect((await page.request.get('/api/energy/summary/generation/', { headers })).status()).toBe(403);
  });
});
