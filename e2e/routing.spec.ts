import { expect, test } from '@playwright/test';
import { DEMO, expectNotAuthorized, signIn, signInWithForm } from './support.ts';

test.describe('landing and guard', () => {
  for (const [role, email] of Object.entries(DEMO)) {
    test(`${role} lands on the main dashboard`, async ({ page }) => {
      await signIn(page, email);
      await expect(page).toHaveURL(/\/dashboards\/main$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Painel principal');
      await page.goto('/');
      await expect(page).toHaveURL(/\/dashboards\/main$/);
    });
  }

  test('an anonymous deep link goes to login with `to` and returns there after login', async ({ page }) => {
    await page.goto('/admin-panel/roles?tab=2');
    await expect(page).toHaveURL('/login?tab=2&to=%2Fadmin-panel%2Froles');
    await signInWithForm(page, DEMO.admin);
    await expect(page).toHaveURL(/\/admin-panel\/roles$/);
  });

  test('/ without a session goes to login keeping the query', async ({ page }) => {
    await page.goto('/?ref=mail');
    await expect(page).toHaveURL('/login?ref=mail');
  });

  test('a forbidden route shows not-authorized', async ({ page }) => {
    await expectNotAuthorized(page, DEMO.usuario, '/admin-panel/roles');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Você não tem acesso a esta página');
  });

  test('a signed-in user is sent away from login', async ({ page }) => {
    await signIn(page, DEMO.usuario, '/login');
    await expect(page).toHaveURL(/\/dashboards\/main$/);
  });

  test('redirects, aliases and the catch-all', async ({ page }) => {
    await signIn(page, DEMO.admin, '/pages/account-settings');
    await expect(page).toHaveURL(/\/pages\/account-settings\/account$/);
    await page.goto('/pages/user-profile');
    await expect(page).toHaveURL(/\/pages\/user-profile\/profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ana Administradora');
    await page.goto('/pages/misc/not-authorized');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Você não tem acesso a esta página');
    await page.goto('/pages/misc/not-found/anything');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
    await page.goto('/admin-panel/email/filter/inbox');
    await page.locator('[data-nav-group="admin"]').click();
    await expect(page.locator('[data-nav-item="admin-panel-email"]')).toHaveClass(/Mui-selected/);
  });

  test('the menu shows only what the role may open', async ({ page }) => {
    await signIn(page, DEMO.usuario);
    const groups = await page
      .locator('[data-nav-group]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-nav-group')));
    expect(groups).toEqual(['dashboards', 'pages']);
  });
});
