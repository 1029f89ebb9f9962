import { expect, test } from '@playwright/test';
import { apiSession, DEMO, kpiValue, plainText, seriousViolations, signIn, themedPage } from './support.ts';

/**
 * The checks every energy overview page passes: no serious axe finding in light and dark, a KPI's definition
 * on keyboard focus, and the not-authorized page (and a 403 from its summary) for a user without its subject.
 */
export function overviewChecks({
  path,
  summary,
  subject,
  kpi,
  definition,
  ready = '.echarts-for-react svg',
}: {
  path: string;
  /** The page's summary endpoint. */
  summary: string;
  /** The permission subject, as the test names it. */
  subject: string;
  /** A KPI's label, and the start of its definition. */
  kpi: string;
  definition: string;
  /** What shows once the page has drawn (its chart, by default). */
  ready?: string;
}) {
  for (const theme of ['light', 'dark'] as const) {
    test(`has no serious accessibility violation (${theme}), and a figure explains itself on keyboard focus`, async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await themedPage(browser, baseURL!, theme);
      await signIn(page, DEMO.energia, path);
      await expect(page.locator(ready).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
      if (theme === 'light') {
        await page.getByRole('button', { name: `O que é ${kpi}?` }).focus();
        await expect(page.getByRole('tooltip')).toContainText(definition);
      }
      await context.close();
    });
  }

  test(`a user who may not read ${subject} gets the not-authorized page, and the API refuses them`, async ({
    page,
  }) => {
    await signIn(page, DEMO.trader, path);
    await expect(page).toHaveURL(/not-authorized/);
    const { headers } = await apiSession(page.request, DEMO.trader);
    expect((await page.request.get(summary, { headers })).status()).toBe(403);
  });
}

type Summary = { to: string } & Record<string, unknown>;

/** A month `count` months after `month` (YYYY-MM). */
const monthsAfter = (month: string, count: number) => {
  const [year, m] = month.split('-').map(Number);
  const index = year! * 12 + m! - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/**
 * The page's KPIs read what its summary endpoint answers for three filter settings: the default period, one
 * plant, and one distributor over the 24 months up to the default period's end. `figures` gives each KPI's
 * label and its text from the summary, as the page formats it.
 */
export function figuresMatchApi({
  path,
  summary,
  figures,
}: {
  path: string;
  summary: string;
  figures: Record<string, (summary: Summary) => string>;
}) {
  test('shows the figures the API gives for three filter settings', async ({ page }) => {
    await signIn(page, DEMO.energia, path);
    const { headers } = await apiSession(page.request, DEMO.energia);
    const read = async (query: string): Promise<Summary> =>
      (await page.request.get(`${summary}${query}`, { headers })).json();
    const first = await read('');
    const ids = async (resource: string) =>
      (
        (await (await page.request.get(`/api/energy/${resource}/?ordering=id`, { headers })).json())
          .results as {
          id: number;
        }[]
      ).map((row) => row.id);
    const settings = [
      '',
      `?plant_id=${(await ids('plants'))[0]}`,
      `?distributor_id=${(await ids('distributors')).at(-1)}&from=${monthsAfter(first.to, -23)}&to=${first.to}`,
    ];
    const shown = (label: string) =>
      kpiValue(page, label)
        .innerText()
        .then((text) => plainText(text).replace(/[\u2066-\u2069]/g, ''));
    for (const query of settings) {
      await page.goto(`${path}${query}`);
      const expected = await read(query);
      for (const [label, text] of Object.entries(figures))
        await expect.poll(() => shown(label), { message: `${label} ${query}` }).toBe(text(expected));
    }
  });
}
