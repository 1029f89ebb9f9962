import { expect, test } from '@playwright/test';
import {
  apiSession,
  DEMO,
  kpiValue,
  plainText as plain,
  ptBrMoney as money,
  ptBrPercent as percent,
  signIn,
  summaryResponse,
} from './support.ts';

const PAGE = '/financeiro/visao-geral';
const SUMMARY = '/api/energy/summary/finance/';
/** The month `n` months before the current one, as `YYYY-MM`. */
const monthsAgo = (n: number) => {
  const now = new Date();
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1));
  return at.toISOString().slice(0, 7);
};

test.describe('energy figures on the finance overview', () => {
  test('show what the API answers for the same filters: default, one past month of one plant, one distributor', async ({
    page,
  }) => {
    const { headers } = await apiSession(page.request, DEMO.energia);
    const get = async (path: string) => {
      const res = await page.request.get(`/api/energy${path}`, { headers });
      expect(res.ok()).toBe(true);
      return res.json();
    };
    const { options } = await get('/summary/finance/');
    const month = monthsAgo(3);
    const settings = [
      '',
      `from=${month}&to=${month}&plant_id=${options.plants[0].id}`,
      `distributor_id=${options.distributors[1].id}`,
    ];
    // Signed in on a page that reads no finance figures: each summary awaited below is its own page load's.
    await signIn(page, DEMO.energia, '/pages/account-settings/account');
    for (const query of settings) {
      const loaded = summaryResponse(page, SUMMARY, new RegExp(query.replace(/&/g, '.*')));
      await page.goto(`${PAGE}${query ? `?${query}` : ''}`);
      const shown = await loaded;
      const api = await get(`/summary/finance/?${query}`);
      expect(shown, query).toEqual(api);
      const expected: [string, string][] = [
        ['Faturado no período', money(api.invoiced_centavos / 100)],
        ['Recebido das faturas do período', money(api.received_centavos / 100)],
        ['A receber', money(api.receivable_centavos / 100)],
        ['Inadimplência > 30 dias', api.delinquency_ratio === null ? '—' : percent(api.delinquency_ratio)],
        [
          'Receita por kWh compensado',
          api.revenue_per_compensated_kwh === null ? '—' : `${money(api.revenue_per_compensated_kwh, 4)}/kWh`,
        ],
        ['Economia entregue', money(api.savings_delivered_centavos / 100)],
      ];
      for (const [label, text] of expected)
        await expect
          .poll(async () => plain(await kpiValue(page, label).innerText()), `${label} ${query}`)
          .toBe(text);
      const received = page.locator('[data-kpi="Recebido das faturas do período"]');
      await expect
        .poll(async () => plain(await received.innerText()))
        .toContain(`Recebido no período: ${money(api.received_in_period_centavos / 100)}`);

      // The overdue table is the one the same filters give.
      const filters = new URLSearchParams(query);
      filters.set('from', api.from);
      filters.set('to', api.to);
      const overdue = await get(`/summary/finance/overdue/?${filters}`);
      if (overdue.count === 0) continue;
      await expect(page.getByText(new RegExp(`^\\d+–\\d+ de ${overdue.count}$`))).toBeVisible();
      await expect(page.getByRole('row').nth(1)).toContainText(overdue.results[0].customer_name);
    }
  });
});
