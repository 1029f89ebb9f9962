import { expect, type Page } from '@playwright/test';

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

/**
 * Starts, over the API, a paper session of the demo trader's SMA cross 10/20 on GOOG at full speed (0.2 %
 * commission, exclusive orders) with `limits`, and waits until it is in `state`; answers its id.
 */
export async function smaCrossSession(
  page: Page,
  headers: Record<string, string>,
  { name, limits = {}, state }: { name: string; limits?: object; state: string },
) {
  const get = async (path: string) => (await page.request.get(path, { headers })).json();
  const [goog] = (await get('/api/trading/instruments/?search=GOOG')).results;
  const [strategy] = (await get('/api/trading/strategies/?search=Cruzamento')).results;
  const response = await page.request.post('/api/trading/sessions/', {
    headers,
    data: {
      name,
      instrument_id: goog.id,
      strategy_version_id: strategy.version_id,
      speed: 1000,
      commission_rate: 0.002,
      exclusive_orders: true,
      limits,
    },
  });
  const { id } = await response.json();
  await expect
    .poll(async () => (await get(`/api/trading/sessions/${id}/`)).state, { timeout: 60_000 })
    .toBe(state);
  return id as number;
}
