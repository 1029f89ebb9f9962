import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSession, DEMO, seriousViolations, signIn, themedPage } from './support.ts';

/** The dashboard's default period: from the first day eleven months back to today (as the app counts it). */
const day = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const now = new Date();
const range = { from: day(new Date(now.getFullYear(), now.getMonth() - 11, 1)), to: day(now) };
const months = `from=${range.from.slice(0, 7)}&to=${range.to.slice(0, 7)}`;

/** Per card: the area's API and the figure of its answer the card shows. */
const CARDS = {
  generation: {
    api: `/api/energy/summary/generation/?${months}`,
    figure: 'generated_kwh',
    pick: (b: any) => b.generated_kwh,
  },
  credits: {
    api: `/api/energy/summary/credits/?${months}`,
    figure: 'balance_kwh',
    pick: (b: any) => b.balance_kwh,
  },
  finance: {
    api: `/api/energy/summary/finance/?${months}`,
    figure: 'receivable_centavos',
    pick: (b: any) => b.receivable_centavos,
  },
  trading: {
    api: `/api/trading/lab-summary/?from=${range.from}&to=${range.to}`,
    figure: 'sessions',
    pick: (b: any) => b.sessions.count,
  },
  workana: { api: '/api/workana/notifications/stats/', figure: 'today', pick: (b: any) => b.today },
  admin: { api: '/api/admin/users/stats/', figure: 'active', pick: (b: any) => b.active },
} as const;
type Card = keyof typeof CARDS;

/** Every reader's own cards, after the areas'. */
const OWN = ['account', 'notifications', 'help', 'pages'] as const;

const EXPECTED: Record<keyof typeof DEMO, (Card | (typeof OWN)[number])[]> = {
  admin: ['generation', 'credits', 'finance', 'trading', 'workana', 'admin', ...OWN],
  dev: ['trading', 'workana', ...OWN],
  usuario: [...OWN],
  energia: ['generation', 'credits', 'finance', ...OWN],
  trader: ['trading', ...OWN],
};

const cards = (page: Page) => page.locator('[data-dashboard-card]');

async function expectFigures(page: Page, request: APIRequestContext, email: string, expected: string[]) {
  const { headers } = await apiSession(request, email);
  for (const card of expected.filter((name): name is Card => name in CARDS)) {
    const { api, figure, pick } = CARDS[card];
    const answer = await request.get(api, { headers });
    expect(answer.ok(), api).toBe(true);
    const shown = page.locator(`[data-dashboard-card="${card}"] [data-figure="${figure}"]`);
    await expect(shown, `${card} ${figure}`).toHaveAttribute('data-value', String(pick(await answer.json())));
  }
}

for (const [role, expected] of Object.entries(EXPECTED) as [keyof typeof DEMO, string[]][])
  test(`the ${role} role lands on a dashboard with only the cards it may read, showing its areas’ figures`, async ({
    page,
    request,
  }) => {
    await signIn(page, DEMO[role]);
    await expect(page).toHaveURL(/\/dashboards\/main$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Painel principal' })).toBeVisible();
    await expect(page.getByText(/em construção/i)).toHaveCount(0);
    await expect(cards(page).first()).toBeVisible();
    expect(
      await cards(page).evaluateAll((all) => all.map((c) => c.getAttribute('data-dashboard-card'))),
      role,
    ).toEqual(expected);
    await expectFigures(page, request, DEMO[role], expected);
  });

test('a user hides and reorders cards with the keyboard, and finds them so after a reload', async ({
  page,
  request,
}) => {
  const energia = await apiSession(request, DEMO.energia);
  const reset = () =>
    request.patch('/api/auth/preferences/', {
      headers: energia.headers,
      data: { dashboard: { order: [], hidden: [] } },
    });
  await reset();
  try {
    await signIn(page, DEMO.energia);
    await page.getByRole('button', { name: 'Personalizar painel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Personalizar o painel' });
    await dialog.getByRole('button', { name: 'Subir Financeiro' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('switch', { name: 'Mostrar Créditos de energia' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Escape');
    const order = () =>
      cards(page).evaluateAll((all) => all.map((c) => c.getAttribute('data-dashboard-card')));
    await expect.poll(order).toEqual(['generation', 'finance', ...OWN]);
    await expect
      .poll(
        async () =>
          (await (await request.get('/api/auth/preferences/', { headers: energia.headers })).json())
            .dashboard,
      )
      .toEqual({
        order: ['generation', 'finance', 'credits', 'trading', 'workana', 'admin', ...OWN],
        hidden: ['credits'],
      });
    await page.reload();
    await expect(cards(page).first()).toBeVisible();
    await expect.poll(order).toEqual(['generation', 'finance', ...OWN]);
  } finally {
    await reset();
  }
});

test('"?" lists the keyboard shortcuts, Ctrl+K among them, but not while typing; a pinned page shows in the shortcuts panel', async ({
  page,
  request,
}) => {
  const trader = await apiSession(request, DEMO.trader);
  await request.patch('/api/auth/preferences/', { headers: trader.headers, data: { pinned_pages: [] } });
  await signIn(page, DEMO.trader, '/automations/paracima/BacktestOperationsTable');
  const trail = page.getByRole('navigation', { name: 'Você está em' });
  await expect(trail.getByRole('link', { name: 'Painel principal' })).toBeVisible();
  await expect(trail.getByText('Paracima')).toBeVisible();

  await page.getByRole('button', { name: 'Fixar “Tabela de operações” nos atalhos' }).click();
  await page.getByTestId('shortcuts-menu-button').click();
  const panel = page.getByRole('dialog', { name: 'Atalhos' });
  await expect(panel.getByRole('link', { name: 'Tabela de operações' })).toBeVisible();
  await panel.getByRole('button', { name: 'Atalhos de teclado' }).click();
  const help = page.getByRole('dialog', { name: 'Atalhos de teclado' });
  await expect(help.getByRole('row', { name: /Abrir a pesquisa/ }).first()).toContainText('K');
  await help.getByRole('button', { name: 'Fechar' }).click();

  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Pesquisar' });
  await input.pressSequentially('a?');
  await expect(help).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(input).toBeHidden();
  await page.keyboard.press('Shift+?');
  await expect(help).toBeVisible();
  await expect(help.getByRole('row', { name: /Mostrar os atalhos de teclado/ })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.reload();
  await page.getByTestId('shortcuts-menu-button').click();
  await expect(
    page.getByRole('dialog', { name: 'Atalhos' }).getByRole('link', { name: 'Tabela de operações' }),
  ).toBeVisible();
  await request.patch('/api/auth/preferences/', { headers: trader.headers, data: { pinned_pages: [] } });
});

for (const theme of ['light', 'dark'] as const)
  test(`the admin's dashboard has no serious accessibility violation (${theme})`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await themedPage(browser, baseURL!, theme, DEMO.admin);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.locator('[data-dashboard-card] [data-figure]').first()).toBeVisible();
    await expect(page.locator('[data-testid="dashboard-card-skeleton"]')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

test('on a phone, nothing moves when the date fields finish loading', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    locale: 'pt-BR',
    viewport: { width: 412, height: 823 },
  });
  const page = await context.newPage();
  // The picker's script comes late, as on a slow network: the fields are drawn from their placeholder first.
  await page.route('**/assets/date-picker-field-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.addInitScript(() => {
    const seen = window as unknown as { layoutShift: number };
    seen.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) seen.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await signIn(page, DEMO.admin, '/dashboards/main');
  await expect(page.locator('[data-dashboard-card]').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Escolher data/ })).toHaveCount(2);
  await page.waitForTimeout(300);
  const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  expect(shift).toBeLessThan(0.05);
  await context.close();
});
