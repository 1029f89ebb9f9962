import { expect, test, type Page } from '@playwright/test';
import {
  apiSession,
  DEMO,
  kpiValue,
  plainText as plain,
  ptBrEnergy,
  seriousViolations,
  signIn,
} from './support.ts';

const money = (centavos: number) =>
  plain(new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(centavos / 100));
const month = (cycle: string) =>
  new Intl.DateTimeFormat('pt-BR', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${cycle}-01T00:00:00Z`),
  );
const figure = (page: Page, list: string, label: string) =>
  page.getByTestId(list).locator(`[data-figure="${label}"]`);

async function get(page: Page, path: string) {
  const { headers } = await apiSession(page.request, DEMO.energia);
  return (await page.request.get(path, { headers })).json();
}

test.describe('energy billing detail pages', () => {
  test('a UC opened from the prosumers overview shows the API’s figures, cycle by cycle and lot by lot', async ({
    page,
  }) => {
    // Two pages, two tables opened and axe: long on a busy machine.
    test.slow();
    await signIn(page, DEMO.energia, '/prosumidores/visao-geral');
    const link = page
      .getByRole('grid')
      .getByRole('link', { name: /^[A-Z]{2}\d+$/ })
      .first();
    const installation = await link.innerText();
    const loaded = page.waitForResponse((r) => /\/api\/energy\/units\/\d+\/statement\//.test(r.url()));
    await link.click();
    await expect(page).toHaveURL(/\/prosumidores\/ucs\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `UC ${installation}` })).toBeVisible();
    const statement = await get(page, new URL((await loaded).url()).pathname);
    const latest = statement.cycles.find((c: any) => c.compensation);
    await expect
      .poll(async () => plain(await kpiValue(page, 'Saldo de créditos').innerText()))
      .toBe(ptBrEnergy(latest.compensation.balance_kwh));
    expect(plain(await kpiValue(page, 'Compensado no último ciclo').innerText())).toBe(
      ptBrEnergy(latest.compensation.compensated_kwh),
    );

    // The newest cycle opens to its §3.2 breakdown: the compensated total and each lot used.
    const cycles = page.getByTestId('unit-cycles');
    await expect(cycles.locator('tbody > tr:not(:has(td[colspan]))')).toHaveCount(statement.cycles.length);
    await cycles.getByRole('button', { name: `Mostrar o detalhe de ${month(latest.cycle)}` }).click();
    await expect(cycles.locator('[data-figure="Total compensado (X)"]')).toHaveText(
      ptBrEnergy(latest.compensation.compensated_kwh),
    );
    await expect(cycles.locator('[data-figure="Novo saldo de créditos"]')).toHaveText(
      ptBrEnergy(latest.compensation.balance_kwh),
    );

    // The credit statement: one row per lot, each with its ledger.
    const lots = page.getByTestId('unit-lots');
    if (statement.lots.length) {
      await expect(lots.locator('tbody > tr:not(:has(td[colspan]))')).toHaveCount(statement.lots.length);
      const [lot] = statement.lots;
      await lots
        .getByRole('button', { name: new RegExp(`^Mostrar o detalhe de safra`) })
        .first()
        .click();
      await expect(lots.getByRole('table', { name: /Movimentações da safra/ }).getByRole('row')).toHaveCount(
        lot.movements.length + 1,
      );
    }

    // The holder's page is one link away, with the UC listed.
    await page.getByRole('link', { name: statement.unit.customer_name }).click();
    await expect(page.getByRole('heading', { level: 1, name: statement.unit.customer_name })).toBeVisible();
    await expect(page.getByRole('link', { name: installation })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an overdue invoice opens from the finance overview; a payment shows its late charges first', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, DEMO.energia, '/financeiro/visao-geral');
    const overdue = page.getByRole('grid').last();
    await expect(overdue.getByRole('row').nth(1)).toBeVisible();
    const loaded = page.waitForResponse((r) => /\/api\/energy\/invoices\/\d+\/statement\//.test(r.url()));
    await overdue.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/financeiro\/faturas\/\d+$/);
    const statement = await get(page, new URL((await loaded).url()).pathname);
    const invoice = statement.invoice;
    expect(invoice.status).toBe('VENCIDA');
    await expect(
      page.getByRole('heading', { level: 1, name: `Fatura de ${month(invoice.cycle)}` }),
    ).toBeVisible();
    await expect(figure(page, 'savings-statement', 'Conta sem geração distribuída')).toHaveText(
      money(invoice.bill_without_gd_centavos),
    );
    expect(plain(await figure(page, 'savings-statement', 'Esta fatura').innerText())).toBe(
      money(invoice.amount_centavos),
    );
    expect(plain(await figure(page, 'invoice-lines', 'Em aberto').innerText())).toBe(
      money(statement.open_centavos),
    );
    await expect(page.locator('[data-status]').first()).toHaveAttribute('data-status', 'VENCIDA');
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Registrar pagamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrar pagamento' });
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
    const preview = await get(page, `/api/energy/invoices/${invoice.id}/late-charges/?on=${today}`);
    expect(preview.fine_centavos).toBeGreaterThan(0);
    await expect(dialog.locator('[data-figure="Multa (2%)"]')).toHaveText(money(preview.fine_centavos));
    expect(plain(await dialog.locator('[data-figure="Juros (1% ao mês, pro rata)"]').innerText())).toBe(
      money(preview.interest_centavos),
    );
    expect(plain(await dialog.locator('[data-figure="Devido com encargos"]').innerText())).toBe(
      money(preview.total_centavos),
    );
    await expect(dialog.getByText(/serão cobrados na/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Registrar pagamento' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-status]').first()).toHaveAttribute('data-status', 'PAGA');
    await expect(page.getByRole('button', { name: 'Registrar pagamento' })).toBeHidden();
    const payments = page.getByRole('grid').filter({ hasText: 'Encargos de atraso' });
    await expect(payments.getByRole('row')).toHaveCount(2);
  });

  test('cancelling an invoice asks first, and nothing changes until it is confirmed', async ({ page }) => {
    const open = await get(page, '/api/energy/invoices/?status=VENCIDA&ordering=-due_date&page_size=5');
    const invoice = open.results[0];
    await signIn(page, DEMO.energia, `/financeiro/faturas/${invoice.id}`);
    await expect(page.locator('[data-status]').first()).toHaveAttribute('data-status', 'VENCIDA');
    await page.getByRole('button', { name: 'Cancelar fatura' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar esta fatura?' });
    await expect(dialog).toContainText(invoice.customer_name);
    await dialog.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await expect(dialog).toBeHidden();
    expect((await get(page, `/api/energy/invoices/${invoice.id}/`)).status).toBe('VENCIDA');

    await page.getByRole('button', { name: 'Cancelar fatura' }).click();
    // The reason is asked for and kept in the audit log.
    await expect(dialog.getByRole('button', { name: 'Cancelar fatura' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Motivo do cancelamento' }).fill('Emitida em duplicidade.');
    await dialog.getByRole('button', { name: 'Cancelar fatura' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-status]').first()).toHaveAttribute('data-status', 'CANCELADA');
    await expect(page.getByRole('button', { name: 'Cancelar fatura' })).toBeHidden();
    expect((await get(page, `/api/energy/invoices/${invoice.id}/`)).status).toBe('CANCELADA');
  });

  test('an unknown invoice shows its empty state, and a user without Financeiro is refused', async ({
    page,
  }) => {
    await signIn(page, DEMO.energia, '/financeiro/faturas/999999');
    await expect(page.getByText('Fatura não encontrada')).toBeVisible();
    await signIn(page, DEMO.trader, '/prosumidores/ucs/2');
    await expect(page).toHaveURL(/not-authorized/);
  });
});
