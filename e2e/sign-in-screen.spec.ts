import { expect, test } from '@playwright/test';
import { DEMO, signInWithForm } from './support.ts';

test.describe('the sign-in screen', () => {
  test('loads none of MUI, which the signed-in screens then bring', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    await page.goto('/login');
    await expect(page.getByTestId('login-submit')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    // MUI names its components' classes in its code ("MuiButtonBase", "MuiPaper"…).
    expect(scripts.filter((code) => /["'`]Mui[A-Z]\w+["'`]/.test(code))).toEqual([]);

    await signInWithForm(page, DEMO.usuario);
    await expect(page.locator('.MuiPaper-root').first()).toBeVisible();
  });

  test('its corner menus work from the keyboard: Arabic mirrors it, dark darkens it', async ({ page }) => {
    await page.goto('/login');
    const language = page.getByTestId('language-menu-button');
    await language.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitemradio', { name: 'Português (Brasil)' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(language).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitemradio', { name: 'العربية' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByLabel('كلمة المرور', { exact: true })).toBeVisible();
    // The "forgot" link sits at the line's end: on the left, above the button's left edge.
    const submit = await page.getByTestId('login-submit').boundingBox();
    const forgot = await page.locator('a[href="/forgot-password"]').boundingBox();
    expect(Math.abs(forgot!.x - submit!.x)).toBeLessThan(2);
    await expect(language).toBeFocused();

    const theme = page.getByTestId('theme-menu-button');
    await theme.click();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press(' ');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const background = await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
    expect(background).toBe('rgb(30, 32, 34)');

    await theme.click();
    await page.locator('h1').click();
    await expect(page.getByRole('menu')).toHaveCount(0);
  });
});
