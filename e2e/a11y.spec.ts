import { expect, test } from '@playwright/test';
import { apiSession, DEMO, seriousViolations, signIn, themedPage } from './support.ts';

for (const theme of ['light', 'dark'] as const) {
  test(`no serious accessibility violation (${theme})`, async ({ browser, baseURL }) => {
    const { context, page } = await themedPage(browser, baseURL!, theme);
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

// Arabic chosen in the navbar becomes the admin's profile language: the next test starts from no preference.
test.describe('the shell with its menus open', () => {
  test.afterEach(async ({ request }) => {
    const admin = await apiSession(request, DEMO.admin);
    await request.patch('/api/auth/current_profile/', { headers: admin.headers, data: { language: '' } });
  });

  // Each theme and each direction once: contrast depends on the theme, layout on the direction.
  for (const [theme, language] of [
    ['light', 'pt-BR'],
    ['dark', 'ar'],
  ] as const) {
    test(`the shell with its menus open has no serious violation (${theme}, ${language})`, async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await themedPage(browser, baseURL!, theme, DEMO.admin);
      if (language === 'ar') {
        await page.getByTestId('language-menu-button').click();
        await page.getByRole('menuitemradio', { name: 'العربية' }).click();
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      }
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), 'landing').toEqual([]);

      await page.getByTestId('user-menu-button').click();
      await expect(page.getByRole('menu')).toBeVisible();
      // Measured once the menu has faded in, not halfway.
      await expect(page.locator('#user-menu .MuiPaper-root')).toHaveCSS('opacity', '1');
      expect(await seriousViolations(page), 'user menu').toEqual([]);
      await page.keyboard.press('Escape');

      await page.getByTestId('customizer-button').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      // The pointer leaves the button, so its tooltip is not measured halfway through fading in.
      await page.getByRole('dialog').getByRole('heading').first().hover();
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      expect(await seriousViolations(page), 'customizer').toEqual([]);
      await page.keyboard.press('Escape');

      // Below 1280 px the menu is an overlay dialog.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByTestId('open-nav-button').click();
      const overlay = page.getByRole('dialog', { name: language === 'ar' ? /./ : 'Navegação principal' });
      await expect(overlay).toBeVisible();
      // As above: the pointer leaves the button it clicked, whose tooltip could otherwise fade in under the scan.
      await overlay.hover({ position: { x: 8, y: 8 } });
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      expect(await seriousViolations(page), 'overlay menu').toEqual([]);
      await context.close();
    });
  }
});
