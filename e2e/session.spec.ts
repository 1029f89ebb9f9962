import { expect, test } from '@playwright/test';
import { apiSession, DEMO, signIn, withRoleRules } from './support.ts';

const baseOnly = [{ action: 'read', subject: ['Dashboard', 'AccountSettings', 'Alvorada'] }];

test('logout shows that it is leaving and reaches /login after 3 s', async ({ page }) => {
  await signIn(page, DEMO.usuario);
  await page.getByTestId('user-menu-button').click();
  const started = Date.now();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('leaving-message')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'Alvorada-accessToken')).toBeUndefined();
  expect(await page.evaluate(() => localStorage.getItem('Alvorada-userData'))).toBeNull();
  await page.goto('/dashboards/main');
  await expect(page).toHaveURL(/\/login\?to=/);
});

test('an admin editing a role removes the menu entry from an open session without reload', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO.dev);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await expect(page.locator('[data-nav-group="development"]')).toBeVisible();
  const withoutDevelopment = [
    { action: 'read', subject: ['Dashboard', 'AccountSettings', 'Alvorada', 'Backtest', 'OPTOP', 'Workana'] },
  ];
  await withRoleRules(request, 'desenvolvedor', withoutDevelopment, async () => {
    await expect(page.locator('[data-nav-group="development"]')).toHaveCount(0);
    await expect(page.locator('[data-nav-group="paracima"]')).toBeVisible();
    const sameDocument = await page.evaluate(
      () => (window as unknown as { sameDocument?: boolean }).sameDocument,
    );
    expect(sameDocument).toBe(true);
  });
});

test('the open page is left when its permission is withdrawn', async ({ page, request }) => {
  await signIn(page, DEMO.trader, '/automations/paracima/backtest');
  await withRoleRules(request, 'trader', baseOnly, async () => {
    await expect(page).toHaveURL(/\/not-authorized$/);
  });
});

test('a permission withdrawn while the realtime socket is still opening is applied once it opens', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO.trader);
  let openSocket!: () => void;
  const withdrawn = new Promise<void>((resolve) => (openSocket = resolve));
  await page.routeWebSocket(/\/ws\/user\//, async (socket) => {
    await withdrawn;
    socket.connectToServer();
  });
  await page.goto('/automations/paracima/backtest');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await withRoleRules(request, 'trader', baseOnly, async () => {
    await expect(page).toHaveURL(/\/automations\/paracima\/backtest$/);
    openSocket();
    await expect(page).toHaveURL(/\/not-authorized$/);
  });
});

test('a deactivated user is logged out', async ({ page, request }) => {
  const admin = await apiSession(request, DEMO.admin);
  const energia = await apiSession(request, DEMO.energia);
  await signIn(page, DEMO.energia);
  try {
    const patched = await request.patch(`/api/admin/users/${energia.user.id}/`, {
      headers: admin.headers,
      data: { status: 'inactive' },
    });
    expect(patched.ok()).toBe(true);
    await expect(page.getByTestId('leaving-message')).toHaveText(/desativada/);
    await expect(page).toHaveURL(/\/login$/);
  } finally {
    await request.patch(`/api/admin/users/${energia.user.id}/`, {
      headers: admin.headers,
      data: { status: 'active' },
    });
  }
});
