import { expect, test } from '@playwright/test';
import { apiSession, DEMO, plainText, ptBrMoney, signIn } from './support.ts';
import { invoicePdfBrCode } from './br-code.ts';

test('an open invoice shows its PIX code and downloads a PDF whose BR Code pays the open amount', async ({
  page,
}) => {
  const { headers } = await apiSession(page.request, DEMO.energia);
  const overdue = await (
    await page.request.get('/api/energy/invoices/?status=VENCIDA&page_size=50', { headers })
  ).json();
  // One that still owes something (an invoice of R$ 0,00 has nothing to pay by PIX).
  const owing = overdue.results.find(
    (invoice: { total_centavos: number; paid_centavos: number }) =>
      invoice.total_centavos > invoice.paid_centavos,
  );
  const id = owing.id as number;
  const statement = await (
    await page.request.get(`/api/energy/invoices/${id}/statement/`, { headers })
  ).json();

  await signIn(page, DEMO.energia, `/financeiro/faturas/${id}`);
  const open = ptBrMoney(statement.open_centavos / 100);
  await expect(page.getByTestId('pix-amount')).toBeVisible();
  expect(plainText(await page.getByTestId('pix-amount').innerText())).toBe(`Valor em aberto: ${open}`);
  await expect(page.getByTestId('pix-code')).toHaveValue(statement.pix.payload);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar PDF' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`fatura-${statement.reference}.pdf`);
  const path = test.info().outputPath('fatura.pdf');
  await file.saveAs(path);
  const code = await invoicePdfBrCode(path);
  expect(code.amount).toBe((statement.open_centavos / 100).toFixed(2));
  expect(code.txid).toBe(statement.reference);
});
