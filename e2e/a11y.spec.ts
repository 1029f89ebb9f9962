import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, signIn } from './support.ts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function contextWithTheme(browser: Browser, theme: 'light' | 'dark', baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: 'pt-BR' });
  await context.addCookies([{ name: 'Alvorada-theme', value: theme, url: baseURL }]);
  return context;
}

for (const theme of ['light', 'dark'] as const) {
  test(`no serious accessibility violation (${theme})`, async ({ browser, baseURL }) => {
    const context = await contextWithTheme(browser, theme, baseURL!);
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), 'login').toEqual([]);

    await signIn(page, DEMO.admin);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), 'shell').toEqual([]);

    await page.goto('/pages/account-settings/account');
    await expect(page.getByLabel('Nome completo')).toHaveValue(/.+/);
    expect(await seriousViolations(page), 'account settings').toEqual([]);

    await page.goto('/pages/account-settings/security');
    await expect(page.getByText('Sessões ativas')).toBeVisible();
    expect(await seriousViolations(page), 'account security').toEqual([]);

    await page.goto('/not-authorized');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), 'not-authorized').toEqual([]);
    await context.close();
  });
}
