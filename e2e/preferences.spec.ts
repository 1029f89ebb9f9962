import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support.ts';

test('switching to Arabic sets dir=rtl and mirrors the navigation', async ({ page }) => {
  await signIn(page, DEMO.admin);
  const first = page.locator('[data-nav-group="dashboards"]');
  const second = page.locator('[data-nav-group="paracima"]');
  expect((await first.boundingBox())!.x).toBeLessThan((await second.boundingBox())!.x);

  await page.getByTestId('language-menu-button').click();
  await page.locator('[data-value="ar"]').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(first).toHaveText(/لوحات المعلومات/);
  expect((await first.boundingBox())!.x).toBeGreaterThan((await second.boundingBox())!.x);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('language-menu-button').click();
  await page.locator('[data-value="pt-BR"]').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('the dark theme survives a reload and reaches another tab', async ({ page, context }) => {
  await signIn(page, DEMO.usuario);
  const other = await context.newPage();
  await other.goto('/pages/user-profile/profile');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');

  await page.getByTestId('theme-menu-button').click();
  await page.locator('[data-value="dark"]').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'Alvorada-theme')?.value).toBe('dark');
});

test('the system theme follows the device colour scheme', async ({ page }) => {
  await signIn(page, DEMO.usuario);
  await page.getByTestId('theme-menu-button').click();
  await page.locator('[data-value="system"]').click();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('below 1280 px the navigation is an overlay and the layout vertical, then restored', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  const shell = page.locator('[data-layout]');
  await expect(shell).toHaveAttribute('data-layout', 'horizontal');
  await page.setViewportSize({ width: 1000, height: 800 });
  await expect(shell).toHaveAttribute('data-layout', 'vertical');
  await expect(page.getByTestId('main-nav')).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(page.getByTestId('main-nav')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(shell).toHaveAttribute('data-layout', 'horizontal');
});

test('Ctrl+K opens the search, which lists only pages the user may open', async ({ page }) => {
  await signIn(page, DEMO.usuario);
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Pesquisar' });
  await expect(input).toBeFocused();
  await input.fill('config');
  await expect(page.getByRole('option', { name: /Configurações da conta/ })).toBeVisible();
  await input.fill('logs');
  await expect(page.getByRole('option')).toHaveCount(0);
  await input.fill('perfil');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pages\/user-profile\/profile$/);
});
