import { expect, test, type Locator } from '@playwright/test';
import { DEMO, signIn } from './support.ts';

const box = async (locator: Locator) => (await locator.boundingBox())!;
const intersects = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`the customizer button covers no grid control at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, DEMO.admin, '/admin-panel/user/list');
    const next = page.getByRole('button', { name: /próxima página/i });
    await expect(next).toBeVisible();
    const customizer = page.getByTestId('customizer-button');
    await expect(customizer).toBeVisible();
    // Wherever the page is scrolled (here: the arrow at the window's bottom corner), the button stays clear.
    expect(intersects(await box(customizer), await box(next)), 'as loaded').toBe(false);
    await next.evaluate((element) => {
      const { bottom } = element.getBoundingClientRect();
      window.scrollBy(0, bottom - (window.innerHeight - 24));
    });
    expect(intersects(await box(customizer), await box(next)), 'scrolled').toBe(false);
    await customizer.click();
    await expect(page.getByRole('heading', { name: 'Personalizar' })).toBeVisible();
  });
}
