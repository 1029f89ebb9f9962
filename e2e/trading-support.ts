import { expect, type APIRequestContext, type Page } from '@playwright/test';

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
 * A paper session of the demo strategy (SMA cross 10/20) replaying GOOG's daily bars at full speed, started
 * over the API with `headers` and waited for until it has finished: answers it as the API reads it.
 */
export async function finishedReplaySession(request: APIRequestContext, headers: Record<string, string>) {
  const get = async (path: string) => (await request.get(`/api/trading${path}`, { headers })).json();
  const [goog] = (await get('/instruments/?search=GOOG')).results;
  const strategy = (await get('/strategies/?search=Cruzamento&page_size=100')).results.find(
    (s: { name: string }) => s.name === 'Cruzamento de médias 10/20',
  );
  const started = await request.post('/api/trading/sessions/', {
    headers,
    data: {
      instrument_id: goog.id,
      timeframe: '1d',
      strategy_version_id: strategy.version_id,
      commission_rate: 0.002,
      exclusive_orders: true,
      feed: 'replay',
      speed: 1000,
    },
  });
  expect(started.status()).toBe(201);
  const { id } = await started.json();
  await expect.poll(async () => (await get(`/sessions/${id}/`)).state, { timeout: 60_000 }).toBe('finished');
  return get(`/sessions/${id}/`);
}
