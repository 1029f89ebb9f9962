import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const PASSWORD = 'Alvorada@2026';
export const DEMO = {
  admin: 'admin@alvorada.dev',
  dev: 'dev@alvorada.dev',
  usuario: 'usuario@alvorada.dev',
  energia: 'energia@alvorada.dev',
  trader: 'trader@alvorada.dev',
} as const;

/** Signs in through the login form; the page must be on /login. */
export async function signInWithForm(page: Page, email: string): Promise<void> {
  await page.getByLabel('E-mail ou usuário').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByTestId('login-submit').click();
}

/**
 * Signs in over the API, stores the session where the app keeps it, and opens `path` — one page load where
 * the login form takes two (the form has its own tests, with `signInWithForm`). Without `path`, waits on the
 * landing page for the signed-in shell (a lazy chunk: menus, Ctrl+K listener).
 */
export async function signIn(page: Page, email: string, path?: string): Promise<void> {
  const response = await page.request.post('/api/auth/login/', { data: { email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  const session = await response.json();
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([
    { name: 'Alvorada-accessToken', value: session.accessToken, url, sameSite: 'Strict' },
    { name: 'Alvorada-refreshToken', value: session.refreshToken, url, sameSite: 'Strict' },
  ]);
  // Local storage belongs to the origin: a small response of the server's opens it.
  await page.goto('/api/health');
  await page.evaluate(({ userData, userAbilityRules }) => {
    localStorage.setItem('Alvorada-userData', JSON.stringify(userData));
    localStorage.setItem('Alvorada-userAbilityRules', JSON.stringify(userAbilityRules));
  }, session);
  await page.goto(path ?? '/');
  if (!path) await expect(page.locator('[data-layout]')).toBeVisible();
}

/** Signs `email` in and opens `path`, which the user may not read: the app shows its not-authorized page. */
export async function expectNotAuthorized(page: Page, email: string, path: string): Promise<void> {
  await signIn(page, email, path);
  await expect(page).toHaveURL(/\/not-authorized$/);
}

/**
 * A page in a new browser context in Portuguese with the `theme` cookie set, as a returning visitor's; with
 * `email`, signed in as that user on the landing page.
 */
export async function themedPage(browser: Browser, baseURL: string, theme: 'light' | 'dark', email?: string) {
  const context = await browser.newContext({ baseURL, locale: 'pt-BR' });
  await context.addCookies([{ name: 'Alvorada-theme', value: theme, url: baseURL }]);
  const page = await context.newPage();
  if (email) await signIn(page, email);
  return { context, page };
}

/** Signs in over the API and returns the bearer headers plus the user. */
export async function apiSession(request: APIRequestContext, email: string) {
  const response = await request.post('/api/auth/login/', { data: { email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  const body = await response.json();
  return {
    headers: { Authorization: `Bearer ${body.accessToken}` },
    user: body.userData as { id: number; role: string },
  };
}

/** The main menu's groups and entries, as the user sees them. */
export const mainNav = (page: Page) => page.getByTestId('main-nav');

/** Gives a built-in role other rules (as the admin, over the API) while `run` runs, then restores them. */
export async function withRoleRules(
  request: APIRequestContext,
  code: string,
  rules: unknown[],
  run: () => Promise<void>,
): Promise<void> {
  const admin = await apiSession(request, DEMO.admin);
  const roles = await (
    await request.get('/api/admin/roles/?page_size=100', { headers: admin.headers })
  ).json();
  const role = roles.results.find((r: { code: string }) => r.code === code);
  const patch = (data: unknown) =>
    request.patch(`/api/admin/roles/${role.id}/`, { headers: admin.headers, data });
  expect((await patch({ rules })).ok()).toBe(true);
  try {
    await run();
  } finally {
    await patch({ rules: role.rules });
  }
}

/**
 * axe's rules whose findings are only ever minor or moderate: axe gives each finding its rule's impact, so these
 * cannot find anything serious, and a scan for serious findings leaves them out (about a third of its time). Read
 * from the axe-core that @axe-core/playwright injects.
 */
const MILD_RULES = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as {
    _audit: { rules: { id: string; impact?: string }[] };
  }
)._audit.rules
  .filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate')
  .map((rule) => rule.id);

/**
 * axe's serious and critical findings on the page as it is now, one line each. Run in the page itself
 * (`axe.run`): the default splits the run by frame and joins the parts in a blank page it opens, with axe
 * injected again, on every scan — the same findings at about four times the cost for pages without frames
 * from another origin, which the app has none of.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode().disableRules(MILD_RULES).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The value shown on an overview's KPI card, found by the card's label. */
export const kpiValue = (page: Page, label: string) => page.locator(`[data-kpi="${label}"] [data-kpi-value]`);

/** Text with the no-break spaces Intl puts before units and percent signs made plain. */
export const plainText = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** Energy as the pt-BR pages show it: kWh up to 10.000 kWh, MWh with one decimal above. */
export const ptBrEnergy = (kwh: number) =>
  Math.abs(kwh) > 10_000
    ? `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(kwh / 1000)} MWh`
    : `${new Intl.NumberFormat('pt-BR').format(Math.round(kwh))} kWh`;

/** Money as the pt-BR pages show it, to `digits` decimals (4 for a price per kWh), spaces made plain. */
export const ptBrMoney = (amount: number, digits = 2) =>
  plainText(
    new Intl.NumberFormat('pt-BR', {
      style: 'currency',
      currency: 'BRL',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount),
  );

/** A ratio as the pt-BR pages show it: a percentage with at most one decimal, spaces made plain. */
export const ptBrPercent = (ratio: number) =>
  plainText(new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 }).format(ratio));

/** The summary an overview page asked for as it loaded, the next one whose URL matches `path`. */
export async function summaryResponse(page: Page, path: string, query: RegExp = /./) {
  const response = await page.waitForResponse(
    (r) => new URL(r.url()).pathname === path && query.test(new URL(r.url()).search) && r.ok(),
  );
  return response.json();
}

type Texts = { [key: string]: string | Texts };
/** The web's catalogue of texts in `file` (`pt-BR`, `energy/ar`…), as apps/web/src/locales holds it. */
export const webTexts = (file: string) =>
  JSON.parse(readFileSync(new URL(`../apps/web/src/locales/${file}.json`, import.meta.url), 'utf8')) as Texts;
/** The text at a dotted `key` of a catalogue. */
export const textAt = (tree: Texts, key: string) =>
  key.split('.').reduce<Texts | string>((node, part) => (node as Texts)[part]!, tree) as string;
