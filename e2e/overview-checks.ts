import { expect, test } from '@playwright/test';
import { apiSession, DEMO, seriousViolations, signIn, themedPage } from './support.ts';

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
