import { expect, test } from '@playwright/test';
import { DEMO, signIn, textAt as text, webTexts as texts } from './support.ts';

/** Each area's namespace, a page of it, a user who may open it, and a text the page shows. */
const AREAS = [
  {
    area: 'trading',
    path: '/automations/paracima/builder',
    user: DEMO.trader,
    key: 'trading.builder.subtitle',
  },
  { area: 'energy', path: '/geracao/visao-geral', user: DEMO.energia, key: 'energy.generation.chartTitle' },
  { area: 'admin', path: '/admin-panel/roles', user: DEMO.admin, key: 'admin.roles.subtitle' },
];
const RAW_KEY = /\b(?:trading|energy|admin)\.[a-z]\w*\./;

test("/login's scripts carry no area's texts", async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto('/login');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  const code = (await Promise.all(scripts)).join('\n');
  // The check reads the texts as the build writes them: the login screen's own are there.
  expect(code.includes(text(texts('pt-BR'), 'auth.login.subtitle'))).toBe(true);
  expect(
    AREAS.filter(({ area, key }) => code.includes(text(texts(`${area}/pt-BR`), key))).map((a) => a.area),
  ).toEqual([]);
});

for (const { area, path, user, key } of AREAS) {
  test(`${path} opened in Arabic shows the ${area} texts in Arabic`, async ({ page, context, baseURL }) => {
    await context.addCookies(
      Object.entries({ language: 'ar', direction: 'rtl' }).map(([name, value]) => ({
        name: `Alvorada-${name}`,
        value,
        url: baseURL!,
        sameSite: 'Strict' as const,
      })),
    );
    await signIn(page, user, path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByText(text(texts(`${area}/ar`), key))).toBeVisible();
    expect(await page.locator('main').innerText()).not.toMatch(RAW_KEY);
  });
}
