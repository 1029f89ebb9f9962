import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { PAGES } from '@alvorada/contracts';
import { DEMO, seriousViolations, themedPage } from './support.ts';
import { everyPage, openPage, PHONE, sidewaysScroll } from './catalogue-pages.ts';

// Every page of the catalogue, one case per page so that each has its own safety net, in each theme with the
// direction and width it is checked in: pt-BR light on a phone (390 px), where the page must also not scroll
// sideways, and Arabic dark on a desktop. The language comes from the cookies the language menu writes, so the
// admin's profile (which other files sign in with) is left as it is. One browser context per pass walks the pages.
for (const [theme, language, phone] of [
  ['light', 'pt-BR', true],
  ['dark', 'ar', false],
] as const) {
  test.describe(`every page of the catalogue has no serious violation (${theme}, ${language}${phone ? ', phone' : ''})`, () => {
    let context: BrowserContext;
    let page: Page;
    let paths: string[];
    test.beforeAll(async ({ browser }, testInfo) => {
      const baseURL = testInfo.project.use.baseURL!;
      ({ context, page } = await themedPage(browser, baseURL, theme, DEMO.admin));
      if (phone) await page.setViewportSize(PHONE);
      await context.addCookies(
        Object.entries({ language, direction: language === 'ar' ? 'rtl' : 'ltr' }).map(([name, value]) => ({
          name: `Alvorada-${name}`,
          value,
          url: baseURL,
        })),
      );
      paths = await everyPage(page);
    });
    test.afterAll(() => context.close());

    PAGES.forEach((def, index) =>
      test(def.path, async () => {
        await openPage(page, paths[index]!);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        expect.soft(await seriousViolations(page)).toEqual([]);
        if (phone) expect(await sidewaysScroll(page), 'scrolls sideways on a phone').toBe(0);
      }),
    );
  });
}
