import { expect, test } from '@playwright/test';
import { apiSession, DEMO, kpiValue, plainText as plain, signIn } from './support.ts';
import { choose, varyParams } from './trading-support.ts';

const PAGE = '/automations/paracima/backtest';

test('walks a small SmaCross search forward on GOOG and shows each window with its out-of-sample return', async ({
  page,
}) => {
  const { headers } = await apiSession(page.request, DEMO.trader);
  const name = `SmaCross WF ${Date.now()}`;
  const created = await page.request.post('/api/trading/strategies/', {
    headers,
    data: { name, definition: { kind: 'built_in', built_in: 'sma-cross', params: { n1: 10, n2: 20 } } },
  });
  expect(created.ok()).toBe(true);

  await signIn(page, DEMO.trader, PAGE);
  await choose(page, 'Ativo', /^GOOG/);
  await choose(page, 'Estratégia', new RegExp(name));
  await page.getByRole('button', { name: 'Walk-forward' }).click();
  await varyParams(page, {
    'Período da média rápida': ['5', '15', '5'],
    'Período da média lenta': ['20', '40', '10'],
  });
  await page.getByLabel('Janelas de teste').fill('3');
  await page.getByRole('button', { name: 'Executar walk-forward' }).click();
  await expect(page).toHaveURL(/\?walk_forward=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('walk_forward'));

  await expect(page.locator('[data-window]')).toHaveCount(3);
  await expect(page.locator('.echarts-for-react svg')).toBeVisible();
  const run = await (await page.request.get(`/api/trading/walk-forwards/${id}/`, { headers })).json();
  expect(run).toMatchObject({ state: 'done', windows: 3 });
  const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 2 });
  await expect
    .poll(async () => plain(await kpiValue(page, 'Retorno fora da amostra').innerText()))
    .toBe(plain(percent.format(run.result.out_of_sample.return_pct / 100)));
  // Each window names the parameters that differ between windows (all of them when none does).
  const windows: { params: Record<string, number> }[] = run.result.windows;
  const labels = { n1: 'Período da média rápida', n2: 'Período da média lenta' };
  const varied = (['n1', 'n2'] as const).filter(
    (name) => new Set(windows.map((w) => w.params[name])).size > 1,
  );
  await expect(page.locator('[data-window="1"]')).toContainText(
    (varied.length ? varied : (['n1', 'n2'] as const))
      .map((name) => `${labels[name]} ${windows[0]!.params[name]}`)
      .join(' · '),
  );
  await expect(page.getByRole('tab', { name: 'Walk-forward', selected: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Histórico' }).locator('[aria-current="true"]')).toContainText(
    `#${id}`,
  );
});
