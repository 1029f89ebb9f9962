import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiSession, DEMO, PASSWORD } from './support.ts';

const variants = [
  { language: 'pt-BR', direction: 'ltr', theme: 'light' },
  { language: 'pt-BR', direction: 'ltr', theme: 'dark' },
  { language: 'ar', direction: 'rtl', theme: 'light' },
  { language: 'ar', direction: 'rtl', theme: 'dark' },
] as const;

async function contextFor(browser: Browser, baseURL: string, settings: Record<string, string>) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 760 } });
  await context.addCookies(
    Object.entries(settings).map(([name, value]) => ({ name: `Alvorada-${name}`, value, url: baseURL })),
  );
  return context;
}

/** Signs in through the form in any language: the fields are found by their autocomplete role. */
async function signInAs(page: Page, email: string) {
  await page.goto('/login');
  await page.locator('input[autocomplete="username"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.locator('[data-layout]')).toBeVisible();
}

for (const { language, direction, theme } of variants) {
  test(`login and shell, ${language} ${theme}`, async ({ browser, baseURL }) => {
    const context = await contextFor(browser, baseURL!, { language, direction, theme });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('dir', direction);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `docs/screenshots/login-${language}-${theme}.png` });
    await signInAs(page, DEMO.admin);
    await expect(page).toHaveURL(/\/dashboards\/main$/);
    await page.goto('/pages/user-profile/profile');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `docs/screenshots/shell-${language}-${theme}.png` });
    await context.close();
  });
}

for (const { language, direction, theme } of [variants[0], variants[3]]) {
  test(`landing cards and customizer, ${language} ${theme}`, async ({ browser, baseURL }) => {
    const context = await contextFor(browser, baseURL!, { language, direction, theme });
    const page = await context.newPage();
    await signInAs(page, DEMO.energia);
    await expect(page.locator('[data-landing-card]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `docs/screenshots/landing-${language}-${theme}.png` });
    await page.getByTestId('customizer-button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `docs/screenshots/customizer-${language}-${theme}.png` });
    await context.close();
  });
}

for (const { language, direction, theme } of [variants[0], variants[3]]) {
  test(`account settings and users list, ${language} ${theme}`, async ({ browser, baseURL }) => {
    const context = await contextFor(browser, baseURL!, { language, direction, theme });
    const page = await context.newPage();
    await signInAs(page, DEMO.admin);
    await page.goto('/pages/account-settings/account');
    await expect(page.locator('input[name="full_name"]')).toHaveValue(/.+/);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `docs/screenshots/account-settings-${language}-${theme}.png` });
    await page.goto('/admin-panel/user/list');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `docs/screenshots/admin-users-${language}-${theme}.png` });
    await context.close();
  });
}

for (const { language, direction, theme } of [variants[0], variants[3]]) {
  test(`admin screens, ${language} ${theme}`, async ({ browser, baseURL }) => {
    const context = await contextFor(browser, baseURL!, { language, direction, theme });
    const page = await context.newPage();
    await signInAs(page, DEMO.admin);
    const shoot = async (name: string) => {
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `docs/screenshots/admin-${name}-${language}-${theme}.png` });
    };
    await page.goto('/admin-panel/user/view/1?tab=security');
    await expect(page.getByRole('table')).toBeVisible();
    await shoot('user-security');
    await page.goto('/admin-panel/roles');
    await page.locator('.MuiCardActions-root').nth(1).locator('.MuiButton-contained').click();
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
    await shoot('roles-editor');
    // Something for the audit log to show: a user deactivated and reactivated.
    const admin = await apiSession(page.request, DEMO.admin);
    const found = await page.request.get('/api/admin/users/?search=trader', { headers: admin.headers });
    const trader = (await found.json()).results[0] as { id: number };
    for (const status of ['inactive', 'active']) {
      await page.request.patch(`/api/admin/users/${trader.id}/`, {
        headers: admin.headers,
        data: { status },
      });
    }
    await page.goto('/admin-panel/permissions?tab=audit');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await shoot('audit');
    await page.goto('/admin-panel/email');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shoot('email');
    await context.close();
  });
}

for (const { language, direction, theme } of [variants[0], variants[3]]) {
  test(`energy generation overview, ${language} ${theme}`, async ({ browser, baseURL }) => {
    const context = await contextFor(browser, baseURL!, { language, direction, theme });
    const page = await context.newPage();
    await signInAs(page, DEMO.energia);
    await page.goto('/geracao/visao-geral');
    await expect(page.locator('[data-kpi-value]').first()).not.toBeEmpty();
    await expect(page.locator('.echarts-for-react svg')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    await page.screenshot({
      path: `docs/screenshots/energy-generation-${language}-${theme}.png`,
      fullPage: true,
    });
    await context.close();
  });
}
