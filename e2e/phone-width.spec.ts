import { expect, test, type Page } from '@playwright/test';
import { PAGES } from '@alvorada/contracts';
import { apiSession, DEMO, signIn } from './support.ts';

const PHONE = { width: 390, height: 844 };

/** What fills each parameter of the catalogue's paths: a record of the demo data, or a value the route takes. */
async function paramsOf(page: Page) {
  const { headers, user } = await apiSession(page.request, DEMO.admin);
  const first = async (path: string, field = 'id') =>
    String((await (await page.request.get(path, { headers })).json()).results[0][field]);
  const plant = await first('/api/energy/plants/');
  return {
    '/geracao/usinas/:id': plant,
    '/geracao/usinas/:id/rateio': plant,
    '/prosumidores/clientes/:id': await first('/api/energy/customers/'),
    '/prosumidores/ucs/:id': await first('/api/energy/units/'),
    '/financeiro/faturas/:id': await first('/api/energy/invoices/'),
    '/creditos/ciclos/:id': await first('/api/energy/cycles/'),
    '/admin-panel/user/view/:id': String(user.id),
    '/admin-panel/email/filter/:filter': 'starred',
    '/admin-panel/email/label/:label': 'personal',
    '/admin-panel/email/:folder': 'sent',
    '/front-pages/help-center/article/:title': await first('/api/help-center/articles/', 'slug'),
    '/pages/misc/not-found/:error': '404',
  } as Record<string, string>;
}

/** Every page of the catalogue, its parameters filled: the entry path where it has one. */
async function everyPage(page: Page) {
  const params = await paramsOf(page);
  return PAGES.map((def) => {
    if (def.entryPath || !def.path.includes(':')) return def.entryPath ?? def.path;
    const value = params[def.path];
    if (value === undefined) throw new Error(`No value for the parameter of ${def.path}`);
    return def.path.replace(/:[a-z]+/, value);
  });
}

test('no page of the catalogue scrolls sideways on a phone', async ({ page }) => {
  test.setTimeout(600_000);
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO.admin);
  const wider: string[] = [];
  for (const path of await everyPage(page)) {
    await page.goto(path);
    await expect(page.locator('main, [data-layout], h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    if (scrollWidth > innerWidth) wider.push(`${path}: ${scrollWidth} px`);
  }
  expect(wider).toEqual([]);
});
