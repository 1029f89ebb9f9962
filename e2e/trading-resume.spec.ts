import { expect, test, type Page } from '@playwright/test';
import { apiSession, DEMO, kpiValue, plainText as plain, seriousViolations, signIn } from './support.ts';
import { smaCrossSession } from './trading-support.ts';

const PAGE = '/automations/paracima/resume';

/** A paper session of the demo strategy replayed to the end, as the API reads it. */
async function finishedSession(page: Page, headers: Record<string, string>) {
  const id = await smaCrossSession(page, headers, { name: `Resumo e2e ${Date.now()}`, state: 'finished' });
  return (await page.request.get(`/api/trading/sessions/${id}/`, { headers })).json();
}

const usd = (value: number, sign = false) =>
  new Intl.NumberFormat('pt-BR', {
    style: 'currency',
    currency: 'USD',
    ...(sign ? { signDisplay: 'exceptZero' } : {}),
  }).format(value);

test.describe('summary (Resume National)', () => {
  test('shows a finished paper session’s result beside the totals of every trade, and follows the period', async ({
    page,
  }) => {
    const { headers } = await apiSession(page.request, DEMO.admin);
    const session = await finishedSession(page, headers);
    expect(session.pnl).toBeCloseTo(session.equity - session.settings.cash, 9);
    await signIn(page, DEMO.admin, PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Resumo de desempenho' })).toBeVisible();

    const pnl = page.locator(`[data-session-pnl="${session.id}"]`);
    await expect(pnl).toBeVisible();
    expect(plain(await pnl.innerText())).toBe(plain(usd(session.pnl, true)));
    const row = page.getByRole('row').filter({ has: pnl });
    await expect(row).toContainText('Concluída');
    await expect(row).toContainText('93');
    await expect(row.getByRole('link')).toHaveAttribute(
      'href',
      `/automations/paracima/StrategyMonitor?session=${session.id}`,
    );

    const all = await (await page.request.get('/api/trading/resume/', { headers })).json();
    await expect(kpiValue(page, 'Operações fechadas')).toHaveText(
      new Intl.NumberFormat('pt-BR').format(all.trades.count),
    );
    const usdTotal = all.trades.pnl.find((p: { currency: string }) => p.currency === 'USD').value;
    expect(plain(await kpiValue(page, 'Resultado').innerText())).toContain(plain(usd(usdTotal)));
    await expect(page.locator('.echarts-for-react svg')).toHaveCount(3);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);

    // GOOG's replay ends in 2013: the year 2010 keeps part of the trades, and the session.
    const typeDate = async (label: string, digits: string) => {
      await page.getByRole('group', { name: label }).getByRole('spinbutton', { name: 'Dia' }).click();
      await page.keyboard.type(digits);
    };
    await typeDate('De', '01012010');
    await typeDate('Até', '31122010');
    await expect(page).toHaveURL(/from=2010-01-01&to=2010-12-31/);
    const year = await (
      await page.request.get('/api/trading/resume/?from=2010-01-01&to=2010-12-31', { headers })
    ).json();
    expect(year.trades.count).toBeLessThan(all.trades.count);
    await expect(kpiValue(page, 'Operações fechadas')).toHaveText(
      new Intl.NumberFormat('pt-BR').format(year.trades.count),
    );
    await expect(page.getByRole('combobox', { name: 'Período' })).toHaveText('Personalizado');
    await expect(pnl).toBeVisible();

    // The session's link opens it in the strategy monitor.
    await row.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/StrategyMonitor\\?session=${session.id}$`));
    await expect(page.locator('[data-session-view]')).toBeVisible();
  });

  test('reads in Arabic and dark mode, mirrored, without a serious accessibility finding', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL });
    await context.addCookies(
      Object.entries({ theme: 'dark', language: 'ar', direction: 'rtl' }).map(([name, value]) => ({
        name: `Alvorada-${name}`,
        value,
        url: baseURL!,
      })),
    );
    const page = await context.newPage();
    const { headers } = await apiSession(page.request, DEMO.admin);
    const session = await finishedSession(page, headers);
    await signIn(page, DEMO.admin, PAGE);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator(`[data-session-pnl="${session.id}"]`)).toBeVisible();
    await expect(page.locator('.echarts-for-react svg')).toHaveCount(3);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  test('with nothing of their own yet, a developer is shown the way to a first backtest', async ({
    page,
  }) => {
    await signIn(page, DEMO.dev, PAGE);
    await expect(page.getByText('Nenhuma operação ainda')).toBeVisible();
    await page.getByRole('link', { name: 'Rodar um backtest' }).click();
    await expect(page).toHaveURL(/\/automations\/paracima\/backtest$/);
  });

  test('a user who may not read Development gets the not-authorized page', async ({ page }) => {
    await signIn(page, DEMO.trader, PAGE);
    await expect(page).toHaveURL(/\/not-authorized$/);
  });
});
