import type { Page } from '@playwright/test';

/** Picks `option` in the run form's select labelled `label`. */
export async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Varies each parameter, by its label, over [from, to, step] for a search. */
export async function varyParams(page: Page, ranges: Record<string, readonly [string, string, string]>) {
  for (const [name, range] of Object.entries(ranges)) {
    await page.getByLabel(`Variar ${name}`).check();
    const group = page.getByText(name, { exact: true }).locator('..');
    await group.getByLabel('De').fill(range[0]);
    await group.getByLabel('Até').fill(range[1]);
    await group.getByLabel('Passo').fill(range[2]);
  }
}
