import { expect, test } from '@playwright/test';
import { DEMO, seriousViolations, signIn } from './support.ts';

// The language comes from the browser's cookies, not the admin's profile: other files sign in as the admin
// at the same time.

// Each theme and each direction once: contrast depends on the theme, layout on the direction.
for (const [theme, language] of [
  ['light', 'pt-BR'],
  ['dark', 'ar'],
] as const) {
  test(`admin screens have no serious accessibility violation (${theme}, ${language})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, locale: 'pt-BR' });
    const cookies = (values: Record<string, string>) =>
      context.addCookies(
        Object.entries(values).map(([name, value]) => ({ name: `Alvorada-${name}`, value, url: baseURL! })),
      );
    await cookies({ theme });
    const page = await context.newPage();
    // Signed in through the Portuguese form, then switched by the cookies the language menu writes.
    await signIn(page, DEMO.admin);
    await cookies({ language, direction: language === 'ar' ? 'rtl' : 'ltr' });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    for (const path of [
      '/pages/account-settings/account',
      '/admin-panel/user/list',
      '/admin-panel/user/view/1',
      '/admin-panel/user/view/1?tab=security',
      '/admin-panel/roles',
      '/admin-panel/permissions',
      '/admin-panel/permissions?tab=audit',
      '/admin-panel/email',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), path).toEqual([]);
    }

    // The role editor, on both of its tabs.
    await page.goto('/admin-panel/roles');
    await page.locator('.MuiCardActions-root').first().locator('.MuiButton-contained').click();
    const editor = page.getByRole('dialog');
    await expect(editor.getByRole('checkbox').first()).toBeVisible();
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
    expect(await seriousViolations(page), 'role editor').toEqual([]);
    await editor.getByRole('tab').nth(1).click();
    await expect(editor.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
    expect(await seriousViolations(page), 'role editor, advanced rules').toEqual([]);
    await page.keyboard.press('Escape');
    await context.close();
  });
}
