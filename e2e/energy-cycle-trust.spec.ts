import { expect, test } from '@playwright/test';
import { DEMO, kpiValue, plainText as plain, ptBrMoney, signIn } from './support.ts';
import {
  closeCycle,
  endedOpenCycle,
  importBill,
  latestClosedCycle,
  operatorApi,
  overdueInvoiceBefore,
  unitWithoutBill,
} from './energy-cycle-support.ts';

const monthLabel = (cycle: string) =>
  new Intl.DateTimeFormat('pt-BR', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${cycle}-01T00:00:00Z`),
  );

test.describe('billing an operator can trust', () => {
  test('the latest cycle reopened with a reason closes again only with a reason for the UC without a bill; its page keeps both, and a late bill makes it stale until recomputed', async ({
    page,
  }) => {
    // Two closes of the demo's cycle and a recompute, on a busy machine.
    test.slow();
    const api = await operatorApi(page.request);
    // The demo's ended month, closed first (its earlier cycles have payments, which keep them closed).
    const latest = await endedOpenCycle(api);
    await closeCycle(api, latest.id);
    const unit = await unitWithoutBill(api);
    const month = monthLabel(latest.cycle);
    const reopenReason = 'Faturas da distribuidora corrigidas depois do fechamento.';
    const overrideReason = `A distribuidora não enviou a fatura da UC ${unit.installation_number}.`;

    await signIn(page, DEMO.energia, '/creditos/ciclos');
    const row = page.locator(`[role="row"][data-id="${latest.id}"]`);
    await expect(row).toContainText('Fechado');
    await row.getByRole('button', { name: 'Reabrir' }).click();
    const reopen = page.getByRole('dialog', { name: `Reabrir o ciclo de ${month}?` });
    await expect(reopen.getByRole('button', { name: 'Reabrir' })).toBeDisabled();
    await reopen.getByRole('textbox', { name: /Motivo da reabertura/ }).fill(reopenReason);
    await reopen.getByRole('button', { name: 'Reabrir' }).click();
    await expect(reopen).toBeHidden();
    await expect(row).toContainText('Aberto');

    await row.getByRole('button', { name: 'Fechar ciclo' }).click();
    const close = page.getByRole('dialog', { name: `Há UCs sem fatura em ${month}` });
    await expect(close.getByRole('list', { name: 'UCs sem fatura da distribuidora' })).toContainText(
      unit.installation_number,
    );
    const anyway = close.getByRole('button', { name: 'Fechar mesmo assim' });
    await expect(anyway).toBeDisabled();
    await close.getByRole('textbox', { name: /Justificativa do fechamento/ }).fill(overrideReason);
    await anyway.click();
    const panel = page.getByTestId('cycle-close-panel');
    await expect(panel).toContainText(/faturas? emitidas?, total de/, { timeout: 60_000 });
    await expect(row).toContainText('Fechado');
    await expect(row).toContainText('Sem todas as faturas');

    await row.getByRole('link', { name: month }).click();
    await expect(page).toHaveURL(new RegExp(`/creditos/ciclos/${latest.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Ciclo de ${month}` })).toBeVisible();
    const override = page.getByTestId('cycle-override');
    await expect(override).toContainText('Fechado sem a fatura da distribuidora de 1 UC');
    await expect(override).toContainText(overrideReason);
    await expect(override.getByRole('link', { name: unit.installation_number })).toBeVisible();
    const history = page.getByTestId('cycle-history');
    await expect(history.locator('[data-event="override"]')).toContainText(overrideReason);
    await expect(history.locator('[data-event="reopen"]')).toContainText(reopenReason);
    await expect(history.locator('[data-event="closed"]')).toContainText('Fechamento concluído');

    // The bill arrives after the close: the cycle is out of date until it is recomputed.
    await importBill(api, unit.installation_number, latest.cycle);
    await page.reload();
    await expect(page.getByTestId('cycle-stale-note')).toBeVisible();
    await page.getByRole('button', { name: 'Recalcular' }).click();
    const recompute = page.getByRole('dialog', { name: `Recalcular o ciclo de ${month}?` });
    await expect(recompute).toContainText('é o último fechado');
    await recompute.getByRole('button', { name: 'Recalcular' }).click();
    await expect(page.getByTestId('cycle-close-panel')).toContainText(
      `Ciclos recalculados a partir de ${month}`,
      {
        timeout: 60_000,
      },
    );
    await expect(page.getByTestId('cycle-stale-note')).toBeHidden();
    await expect(page.getByText('Todas as faturas chegaram')).toBeVisible();
  });

  test('a payment over the open amount is refused in place; a valid one is recorded, then reversed with a reason, and the open amount is back', async ({
    page,
  }) => {
    test.slow();
    const api = await operatorApi(page.request);
    const invoice = await overdueInvoiceBefore(api, (await latestClosedCycle(api)).cycle);
    const { open_centavos: open } = await api.get(`/invoices/${invoice.id}/statement/`);
    const openKpi = kpiValue(page, 'Em aberto');

    await signIn(page, DEMO.energia, `/financeiro/faturas/${invoice.id}`);
    await expect.poll(async () => plain(await openKpi.innerText())).toBe(ptBrMoney(open / 100));
    await page.getByRole('button', { name: 'Registrar pagamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrar pagamento' });
    const amount = dialog.getByRole('textbox', { name: 'Valor pago (R$)' });
    await amount.fill(((open + 5_000) / 100).toFixed(2).replace('.', ','));
    await expect(dialog.getByText(/^O valor passa dos R\$\s[\d.,]+ em aberto\./)).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('button', { name: 'Registrar pagamento' })).toBeDisabled();

    await amount.fill('100,00');
    await dialog.getByRole('button', { name: 'Registrar pagamento' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => plain(await openKpi.innerText())).toBe(ptBrMoney((open - 10_000) / 100));

    const payments = page.getByRole('grid').filter({ hasText: 'Encargos de atraso' });
    await payments.getByRole('button', { name: 'Estornar' }).click();
    const reversal = page.getByRole('dialog', { name: /^Estornar o pagamento de R\$\s100,00/ });
    await expect(reversal.getByRole('button', { name: 'Estornar pagamento' })).toBeDisabled();
    await reversal.getByRole('textbox', { name: /Motivo do estorno/ }).fill('Crédito devolvido pelo banco.');
    await reversal.getByRole('button', { name: 'Estornar pagamento' }).click();
    await expect(reversal).toBeHidden();
    await expect(payments).toContainText('Crédito devolvido pelo banco.');
    await expect(payments.locator('[data-reversed="true"]')).toHaveCount(1);
    await expect(payments.getByRole('button', { name: 'Estornar' })).toHaveCount(0);
    await expect.poll(async () => plain(await openKpi.innerText())).toBe(ptBrMoney(open / 100));
    await expect(page.locator('[data-status]').first()).toHaveAttribute('data-status', 'VENCIDA');
  });
});
