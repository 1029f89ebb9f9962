import type { Page } from '@playwright/test';
import { PAGES } from '@alvorada/contracts';
import { apiSession, DEMO } from './support.ts';

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

/** Every page of the catalogue, its parameters filled from the admin's demo data: the entry path where it has one. */
export async function everyPage(page: Page) {
  const params = await paramsOf(page);
  return PAGES.map((def) => {
    if (def.entryPath || !def.path.includes(':')) return def.entryPath ?? def.path;
    const value = params[def.path];
    if (value === undefined) throw new Error(`No value for the parameter of ${def.path}`);
    return def.path.replace(/:[a-z]+/, value);
  });
}

/** Opens a page of the catalogue and waits until its content is in and its requests are answered. */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await page.locator('main, [data-layout], h1').first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** A phone's screen, at which no page may scroll sideways. */
export const PHONE = { width: 390, height: 844 };

/** How many pixels the page is wider than the window (0: it does not scroll sideways). */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
