import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support.ts';
import { everyPage, openPage } from './catalogue-pages.ts';

const PHONE = { width: 390, height: 844 };

test('no page of the catalogue scrolls sideways on a phone', async ({ page }) => {
  test.setTimeout(600_000);
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO.admin);
  const wider: string[] = [];
  for (const path of await everyPage(page)) {
    await openPage(page, path);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    if (scrollWidth > innerWidth) wider.push(`${path}: ${scrollWidth} px`);
  }
  expect(wider).toEqual([]);
});
