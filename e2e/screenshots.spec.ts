import { expect, test } from '@playwright/test';
import { DEMO, PASSWORD } from './support.ts';

const variants = [
  { language: 'pt-BR', direction: 'ltr', theme: 'light' },
  { language: 'pt-BR', direction: 'ltr', theme: 'dark' },
  { language: 'ar', direction: 'rtl', theme: 'light' },
  { language: 'ar', direction: 'rtl', theme: 'dark' },
] as const;

for (const { language, direction, theme } of variants) {
  test(`login and shell, ${language} ${theme}`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 760 } });
    await context.addCookies(
      Object.entries({ language, direction, theme }).map(([name, value]) => ({
        name: `Alvorada-${name}`,
        value,
        url: baseURL!,
      })),
    );
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('dir', direction);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `docs/screenshots/login-${language}-${theme}.png` });
    await page.goto('/login');
    await page.locator('input[autocomplete="username"]').fill(DEMO.admin);
    await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/dashboards\/main$/);
    await page.goto('/pages/user-profile/profile');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `docs/screenshots/shell-${language}-${theme}.png` });
    await context.close();
  });
}
