import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSession, DEMO, kpiValue, plainText as plain, seriousViolations, signIn } from './support.ts';
import { choose } from './trading-support.ts';

const PAGE = '/automations/paracima/BacktestOperationsTable';

/** A strategy of its own run as backtesting.py's README example (SmaCross 10/20 on GOOG): answers its name. */
async function backtestOfItsOwn(request: APIRequestContext, headers: Record<string, string>) {
  const name = `Operações e2e ${Date.now()}`;
  const api = async (method: 'get' | 'post', path: string, data?: object) =>
    (await request[method](`/api/trading${path}`, { headers, data })).json();
  const strategy = await api('post', '/strategies/', {
    name,
    definition: { kind: 'built_in', built_in: 'sma-cross', params: { n1: 10, n2: 20 } },
  });
  const goog = (await api('get', '/instruments/?search=GOOG')).results[0].id;
  const run = await api('post', '/backtests/', {
    instrument_id: goog,
    strategy_version_id: strategy.version_id,
    commission_rate: 0.002,
    exclusive_orders: true,
  });
  await expect.poll(async () => (await api('get', `/backtests/${run.id}/`)).state).toBe('done');
  return name;
}

test.describe('operations table', () => {
  test('lists a backtest’s trades with totals, filters them from the URL and exports what is shown', async ({
    page,
  }) => {
    const { headers } = await apiSession(page.request, DEMO.trader);
    const name = await backtestOfItsOwn(page.request, headers);
    await signIn(page, DEMO.trader, `${PAGE}?search=${encodeURIComponent(name)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Tabela de operações' })).toBeVisible();
    await expect(kpiValue(page, 'Operações')).toHaveText('93');
    const all = await (
      await page.request.get(`/api/trading/operations/?search=${encodeURIComponent(name)}`, { headers })
    ).json();
    await expect(kpiValue(page, 'Taxa de acerto')).toHaveText(
      new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 2 }).format(
        all.totals.win_rate,
      ),
    );
    await expect(page.getByRole('grid').getByRole('row')).toHaveCount(11);
    expect(await seriousViolations(page)).toEqual([]);

    await choose(page, 'Lado', 'Venda');
    await expect(page).toHaveURL(/side=short/);
    const shorts = await (
      await page.request.get(`/api/trading/operations/?search=${encodeURIComponent(name)}&side=short`, {
        headers,
      })
    ).json();
    expect(shorts.count).toBeGreaterThan(0);
    expect(shorts.count).toBeLessThan(93);
    await expect(kpiValue(page, 'Operações')).toHaveText(String(shorts.count));
    await expect(page.getByRole('grid').getByRole('row').nth(1)).toContainText('Venda');
    expect(plain(await kpiValue(page, 'Resultado').innerText())).toBe(
      plain(
        new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'USD' }).format(
          shorts.totals.pnl[0].value,
        ),
      ),
    );

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const file = readFileSync(await (await download).path(), 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(file).toHaveLength(shorts.count + 1);
    expect(file[0]).toContain('Origem;Estratégia;Ativo;Lado');
    expect(file.slice(1).every((line) => line.includes(`;${name};GOOG;Venda;`))).toBe(true);
  });

  test('a user who may not read Backtest gets the not-authorized page', async ({ page }) => {
    await signIn(page, DEMO.energia, PAGE);
    await expect(page).toHaveURL(/\/not-authorized$/);
  });
});
