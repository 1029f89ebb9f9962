import { expect, test } from '@playwright/test';
import { overviewChecks } from './overview-checks.ts';
import { apiSession, DEMO, kpiValue, plainText as plain, signIn, summaryResponse } from './support.ts';

const PAGE = '/financeiro/visao-geral';
const SUMMARY = '/api/energy/summary/finance/';
const brl = (centavos: number) =>
  plain(new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(centavos / 100));

test.describe('energy finance overview', () => {
  test('shows the amounts the API gives, and lists the period’s overdue invoices', async ({ page }) => {
    const loaded = summaryResponse(page, SUMMARY);
    // Straight to the page: the landing dashboard asks for some of the same summaries.
    await signIn(page, DEMO.energia, PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Financeiro' })).toBeVisible();
    const summary = await loaded;
    expect(summary.invoiced_centavos).toBeGreaterThan(0);
    for (const [label, centavos] of [
      ['Faturado no período', summary.invoiced_centavos],
      ['Recebido das faturas do período', summary.received_centavos],
      ['A receber', summary.receivable_centavos],
      ['Economia entregue', summary.savings_delivered_centavos],
    ] as const)
      await expect.poll(async () => plain(await kpiValue(page, label).innerText())).toBe(brl(centavos));

    const { headers } = await apiSession(page.request, DEMO.energia);
    const overdue = await (
      await page.request.get(`/api/energy/summary/finance/overdue/?from=${summary.from}&to=${summary.to}`, {
        headers,
      })
    ).json();
    expect(overdue.count).toBeGreaterThan(0);
    const rows = page.getByRole('row');
    await expect(rows).toHaveCount(Math.min(overdue.count, 10) + 1);
    await expect(rows.nth(1)).toContainText(overdue.results[0].customer_name);
    await expect(page.getByText(`1–${Math.min(overdue.count, 10)} de ${overdue.count}`)).toBeVisible();
  });

  overviewChecks({
    path: PAGE,
    summary: SUMMARY,
    subject: 'Financeiro',
    kpi: 'Inadimplência > 30 dias',
    definition: 'Das faturas das competências do período, o valor ainda em aberto mais de 30 dias',
  });
});
