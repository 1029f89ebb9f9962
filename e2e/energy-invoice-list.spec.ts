import { expect, test } from '@playwright/test';
import { apiSession, DEMO, kpiValue, signIn } from './support.ts';

test('a closed cycle’s "Ver faturas" opens the invoice list on that cycle, totalled and exportable', async ({
  page,
}) => {
  const { headers } = await apiSession(page.request, DEMO.energia);
  const cycles = await (await page.request.get('/api/energy/cycles/?page_size=100', { headers })).json();
  const closed = cycles.results.find((c: { state: string }) => c.state === 'closed');
  const listed = await (
    await page.request.get(`/api/energy/invoices/?cycle=${closed.cycle}`, { headers })
  ).json();

  await signIn(page, DEMO.energia, `/creditos/ciclos/${closed.id}`);
  await page.getByRole('link', { name: 'Ver faturas' }).click();
  await expect(page).toHaveURL(new RegExp(`/financeiro/faturas\\?cycle=${closed.cycle}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Faturas' })).toBeVisible();
  await expect(kpiValue(page, 'Faturas')).toHaveText(
    new Intl.NumberFormat('pt-BR').format(listed.totals.count),
  );
  await expect(page.getByRole('grid').locator('[role="row"][data-id]')).toHaveCount(
    Math.min(listed.count, 10),
  );

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar XLSX' }).click();
  expect((await download).suggestedFilename()).toBe('faturas.xlsx');
});
