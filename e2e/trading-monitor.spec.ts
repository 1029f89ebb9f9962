import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiSession, DEMO, expectNotAuthorized, seriousViolations, signIn } from './support.ts';
import { choose, smaCrossSession } from './trading-support.ts';

const PAGE = '/automations/paracima/StrategyMonitor';

/** The bars a session's card says it has processed. */
const barsOf = async (card: Locator) =>
  Number((await card.locator('[data-figure="bars"] dd').innerText()).replace(/\D/g, ''));

/** Fills the new-session form with the demo SMA cross 10/20 on GOOG, 0.2 % commission, exclusive orders. */
async function fillSmaCrossOnGoog(page: Page, name: string, speed: string) {
  await page.getByRole('button', { name: 'Nova sessão' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nova sessão' });
  await dialog.getByLabel('Nome (opcional)').fill(name);
  await choose(page, 'Estratégia', /^Cruzamento de médias 10\/20/);
  await expect(dialog.getByLabel('Período da média rápida', { exact: true })).toHaveValue('10');
  await choose(page, 'Ativo', /^GOOG/);
  await dialog.getByLabel('Velocidade (candles por segundo)').fill(speed);
  await dialog.getByLabel('Comissão (% do valor)').fill('0,2');
  await dialog.getByLabel(/Ordens exclusivas/).check();
  return dialog;
}

test.describe('strategy monitor', () => {
  test('starts a replay of the SMA cross on GOOG and follows it live: bars, fills, pause, resume, stop, in two tabs', async ({
    page,
  }) => {
    await signIn(page, DEMO.trader, PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Monitor de estratégias' })).toBeVisible();
    const name = `Monitor e2e ${Date.now()}`;
    // 25 bars a second: 2148 bars leave the test a minute and a half to pause before the replay ends.
    const dialog = await fillSmaCrossOnGoog(page, name, '25');

    // A period without candles is refused by the server, and its message shows at the field.
    const from = dialog.getByRole('group', { name: 'De', exact: true });
    await from.getByRole('spinbutton', { name: 'Dia' }).click();
    await page.keyboard.type('01012030');
    await dialog.getByRole('button', { name: 'Iniciar sessão' }).click();
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Não há velas suficientes no período escolhido.').first()).toBeVisible();
    await from.getByRole('spinbutton', { name: 'Dia' }).click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');

    await dialog.getByRole('button', { name: 'Iniciar sessão' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\?session=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('session'));

    // A second tab on the same session stays in step through its own realtime messages.
    const other = await page.context().newPage();
    await other.goto(`${PAGE}?session=${id}`);

    const card = page.getByRole('article', { name });
    await expect(card.getByText('Executando')).toBeVisible();
    await expect.poll(() => barsOf(card)).toBeGreaterThan(30);
    const view = page.locator(`[data-session-view="${id}"]`);
    const log = view.getByRole('table', { name: 'Registro' });
    await expect(log.locator('[data-event="fill"]').first()).toBeVisible();
    await expect(log.getByRole('cell', { name: /^(Compra|Venda)$/ }).first()).toBeVisible();
    const chart = view.getByRole('figure');
    await expect(chart.locator('canvas').first()).toBeVisible();
    await expect.poll(async () => Number(await chart.getAttribute('data-markers'))).toBeGreaterThan(0);
    await expect.poll(async () => Number(await chart.getAttribute('data-bars'))).toBeGreaterThan(30);

    // Paused, the counter stops (here and in the other tab); resumed, it moves again.
    await card.getByRole('button', { name: 'Pausar' }).click();
    await expect(card.getByText('Pausada')).toBeVisible();
    await expect(log.getByRole('row').nth(1)).toContainText('Pausada');
    const paused = await barsOf(card);
    const otherCard = other.getByRole('article', { name });
    await expect(otherCard.getByText('Pausada')).toBeVisible();
    await expect.poll(() => barsOf(otherCard)).toBe(paused);
    await page.waitForTimeout(1000);
    expect(await barsOf(card)).toBe(paused);

    await card.getByRole('button', { name: 'Retomar' }).click();
    await expect(card.getByText('Executando')).toBeVisible();
    await expect.poll(() => barsOf(card)).toBeGreaterThan(paused + 10);
    await expect.poll(() => barsOf(otherCard)).toBeGreaterThan(paused + 10);

    // Stopping asks first.
    await card.getByRole('button', { name: 'Encerrar' }).click();
    const confirm = page.getByRole('dialog', { name: `Encerrar a sessão ${name}?` });
    await confirm.getByRole('button', { name: 'Encerrar' }).click();
    await expect(confirm).toBeHidden();
    await expect(card.getByText('Encerrada')).toBeVisible();
    await expect(otherCard.getByText('Encerrada')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Pausar' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Excluir' })).toBeVisible();

    const { headers } = await apiSession(page.request, DEMO.trader);
    const stopped = await (await page.request.get(`/api/trading/sessions/${id}/`, { headers })).json();
    expect(stopped).toMatchObject({ state: 'stopped', name });
    await expect.poll(() => barsOf(card)).toBe(stopped.bars);
    await expect(chart).toHaveAttribute('data-bars', String(stopped.bars));
    expect(await seriousViolations(page)).toEqual([]);

    // Deleting an ended session asks too, and the view closes.
    await card.getByRole('button', { name: 'Excluir' }).click();
    await page
      .getByRole('dialog', { name: `Excluir a sessão ${name}?` })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await expect(card).toHaveCount(0);
    await expect(otherCard).toHaveCount(0);
    await expect(page).toHaveURL(/StrategyMonitor$/);
    expect((await page.request.get(`/api/trading/sessions/${id}/`, { headers })).status()).toBe(404);
    await other.close();
  });

  test('a session halted by a limit opens from its link with the reason, and resumes from the banner', async ({
    page,
  }) => {
    const { headers } = await apiSession(page.request, DEMO.trader);
    const name = `Limite e2e ${Date.now()}`;
    const id = await smaCrossSession(page, headers, {
      name,
      limits: { max_daily_loss: 150 },
      state: 'halted',
    });
    const halted = await (await page.request.get(`/api/trading/sessions/${id}/`, { headers })).json();

    // The notification's link.
    await signIn(page, DEMO.trader, `${PAGE}?session=${id}`);
    const view = page.locator(`[data-session-view="${id}"]`);
    const banner = view.getByRole('alert').filter({ hasText: halted.halt_message });
    await expect(banner).toContainText(`Sessão interrompida: ${halted.halt_message}`);
    await expect(page.getByRole('article', { name }).getByText(halted.halt_message)).toBeVisible();
    await banner.getByRole('button', { name: 'Retomar' }).click();
    await expect(banner).toBeHidden();
    await expect(
      view.getByRole('table', { name: 'Registro' }).getByRole('cell', { name: 'Retomada' }),
    ).toBeVisible();
    await page.request.post(`/api/trading/sessions/${id}/stop/`, { headers });
    await expect(view.getByText('Encerrada').first()).toBeVisible();
  });

  test('a developer may follow sessions but not start or control them', async ({ page }) => {
    await signIn(page, DEMO.dev, PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Monitor de estratégias' })).toBeVisible();
    await expect(page.getByText('Você não tem sessões para acompanhar.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nova sessão' })).toHaveCount(0);
  });

  test('a user who may not read Backtest gets the not-authorized page, and the API refuses them', async ({
    page,
  }) => {
    await expectNotAuthorized(page, DEMO.energia, PAGE);
    const { headers } = await apiSession(page.request, DEMO.energia);
    expect((await page.request.get('/api/trading/sessions/', { headers })).status()).toBe(403);
  });
});
