import { expect, test, type Locator, type Page } from '@playwright/test';
import { cpfWithCheckDigits } from '@alvorada/contracts';
import { DEMO, plainText as plain, signIn } from './support.ts';
import { invoicePdfBrCode } from './br-code.ts';

const field = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const save = (page: Page) => page.getByRole('button', { name: 'Salvar alterações' });
/** Picks an option of a dialog's list: the one named `option`, else the first. */
const choose = async (page: Page, dialog: Locator, name: string, option?: string | RegExp) => {
  await dialog.getByRole('combobox', { name }).click();
  const options = page.getByRole('option');
  await (option ? options.filter({ hasText: option }) : options).first().click();
};
const monthLabel = (cycle: string) =>
  new Intl.DateTimeFormat('pt-BR', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${cycle}-01T00:00:00Z`),
  );
/** The month before this one in São Paulo: the demo's last ended month, left for an operator to close. */
const endedMonth = () => {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
  return new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 1))
    .toISOString()
    .slice(0, 7);
};
const daysIn = (cycle: string) =>
  new Date(Date.UTC(Number(cycle.slice(0, 4)), Number(cycle.slice(5)), 0)).getUTCDate();

/** Hands the import page's file input a CSV as if the operator had picked it, and confirms it. */
async function importFile(page: Page, kind: 'generation' | 'bills', name: string, content: string) {
  await page.goto(`/geracao/importacoes?tipo=${kind}`);
  await page
    .getByTestId('import-file')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
  await expect(page.getByTestId('import-preview')).toContainText('Arquivo válido');
  await page.getByRole('button', { name: 'Confirmar importação' }).click();
  await expect(page.getByTestId('import-landed')).toContainText('Importado:');
}

test('an operator registers a customer, its UC, a plant and a contract, allocates the plant, imports its month, closes the cycle and is paid the invoice’s PIX', async ({
  page,
}) => {
  // A cycle close of the whole demo on a machine shared with another file.
  test.slow();
  const cycle = endedMonth();
  const month = monthLabel(cycle);
  // Unique per run: documents and installation numbers are unique in the database.
  const nine = String(Math.floor(100_000_000 + Math.random() * 800_000_000));
  const name = `Operadora ${nine}`;
  const generator = `G${nine}`;
  const plantName = `Usina ${nine}`;

  // The demo's ended month, open to be closed; a file that ran before on this server may have closed it, and
  // then the operator reopens it, the latest closed cycle, from the cycles list with a reason.
  await signIn(page, DEMO.energia, '/creditos/ciclos');
  const cycleRow = page.locator('[role="row"]').filter({ has: page.getByRole('link', { name: month }) });
  const closeCycle = cycleRow.getByRole('button', { name: 'Fechar ciclo' });
  const reopenCycle = cycleRow.getByRole('button', { name: 'Reabrir' });
  await expect(closeCycle.or(reopenCycle)).toBeVisible();
  if (await reopenCycle.isVisible()) {
    await reopenCycle.click();
    const reopen = page.getByRole('dialog', { name: `Reabrir o ciclo de ${month}?` });
    await reopen.getByRole('textbox', { name: /Motivo da reabertura/ }).fill('Fechado de novo para o teste.');
    await reopen.getByRole('button', { name: 'Reabrir' }).click();
    await expect(reopen).toBeHidden();
  }
  await expect(closeCycle).toBeVisible();

  // The customer and the UC its plant injects from.
  await page.goto('/prosumidores/visao-geral');
  await page.getByRole('button', { name: 'Novo cliente' }).click();
  const customer = page.getByRole('dialog');
  await field(customer, 'Nome').fill(name);
  await field(customer, 'CPF/CNPJ').fill(cpfWithCheckDigits(nine));
  await save(page).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const customerPath = new URL(page.url()).pathname;
  const newUnit = async (installation: string, contract?: RegExp) => {
    await page.getByRole('button', { name: 'Nova UC' }).click();
    const unit = page.getByRole('dialog');
    await choose(page, unit, 'Distribuidora', 'ENEL SP');
    await field(unit, 'Número da instalação (UC)').fill(installation);
    await field(unit, 'UF').fill('SP');
    if (contract) await choose(page, unit, 'Contrato', contract);
    await save(page).click();
    await expect(unit).toBeHidden();
    await expect(page.getByRole('link', { name: installation, exact: true })).toBeVisible();
  };
  await newUnit(generator);

  // The plant on that UC.
  await page.goto('/geracao/visao-geral');
  await page.getByRole('button', { name: 'Nova usina' }).click();
  const plant = page.getByRole('dialog');
  await field(plant, 'Nome').fill(plantName);
  await choose(page, plant, 'Distribuidora', 'ENEL SP');
  await choose(page, plant, 'UC geradora', generator);
  await field(plant, 'UF').fill('SP');
  await field(plant, 'Potência CC (kWp)').fill('75');
  await field(plant, 'Potência CA (kW)').fill('60');
  await plant.getByLabel('Solicitação de acesso').fill('2025-01-10');
  await plant.getByLabel('Início da injeção').fill('2025-03-01');
  await plant
    .getByLabel(/Irradiação mensal/)
    .fill('5,8; 5,9; 5,3; 4,9; 4,3; 4,1; 4,3; 5,0; 5,1; 5,5; 5,7; 6,0');
  await save(page).click();
  await expect(page.getByRole('heading', { level: 1, name: plantName })).toBeVisible();
  const plantPath = new URL(page.url()).pathname;

  // The customer's contract with the plant, active since the month to close, and the UC billed under it.
  await page.goto(customerPath);
  await page.getByRole('button', { name: 'Novo contrato' }).click();
  const contract = page.getByRole('dialog');
  await choose(page, contract, 'Usina', plantName);
  await choose(page, contract, 'Situação', /^Ativo$/);
  await contract.getByLabel('Início', { exact: true }).fill(`${cycle}-01`);
  await save(page).click();
  await expect(contract).toBeHidden();
  await newUnit(nine, /^Contrato \d+/);

  // The plant's rateio: 90 % to the UC from the month to close, protocolled with the distributor.
  await page.goto(plantPath);
  await page.getByRole('link', { name: 'Rateio' }).click();
  await page.getByRole('combobox', { name: 'UC 1' }).fill(nine);
  await page.getByRole('option').filter({ hasText: nine }).first().click();
  await page.getByLabel('Percentual da UC 1').fill('90');
  await page.getByRole('combobox', { name: 'Vale a partir do ciclo' }).click();
  await page.getByRole('option', { name: month }).click();
  await page.getByRole('button', { name: 'Salvar nova versão' }).click();
  await expect(page.getByTestId('allocation-saved')).toContainText('Versão 1 salva como rascunho');
  await page.getByTestId('allocation-version-1').getByRole('button', { name: 'Registrar protocolo' }).click();
  const protocol = page.getByRole('dialog');
  await field(protocol, 'Número de protocolo').fill(`PROT-${nine}`);
  await protocol.getByRole('button', { name: 'Registrar' }).click();
  await expect(protocol).toBeHidden();
  await expect(page.getByTestId('allocation-version-1')).toContainText('Protocolado');

  // The month's readings of the plant and the distributor's bill of the UC.
  const days = Array.from(
    { length: daysIn(cycle) },
    (_, d) => `${plantName};${cycle}-${String(d + 1).padStart(2, '0')};310,5`,
  );
  await importFile(page, 'generation', `geracao-${nine}.csv`, ['usina;data;energia_kwh', ...days].join('\n'));
  await importFile(
    page,
    'bills',
    `faturas-${nine}.csv`,
    `uc;mes_referencia;consumo_kwh;cip\n${nine};${cycle};450;15,00`,
  );

  // The cycle closed from its page, and its invoices listed.
  await page.goto('/creditos/ciclos');
  await closeCycle.click();
  const close = page.getByRole('dialog');
  const confirm = close.getByRole('button', { name: /^(Fechar ciclo|Fechar mesmo assim)$/ });
  await expect(confirm).toBeVisible();
  // UCs that other files left without a bill need the reason the close records.
  const reason = close.getByRole('textbox', { name: /Justificativa do fechamento/ });
  if (await reason.isVisible()) await reason.fill('UCs de teste sem fatura da distribuidora.');
  await confirm.click();
  const panel = page.getByTestId('cycle-close-panel');
  await expect(panel).toContainText(/faturas? emitidas?, total de/, { timeout: 90_000 });
  await panel.getByRole('link', { name: 'Ver faturas' }).click();
  await expect(page).toHaveURL(new RegExp(`/financeiro/faturas\\?cycle=${cycle}$`));
  await page.getByRole('searchbox', { name: 'Buscar por cliente ou UC' }).fill(name);
  // The search reaches the address after a pause: a row clicked before would be left for the list again.
  await expect(page).toHaveURL(/[?&]search=Operadora/);
  const invoiceRow = page.getByRole('grid').locator('[role="row"][data-id]').filter({ hasText: name });
  await expect(invoiceRow).toHaveCount(1);
  await invoiceRow.getByRole('link').first().click();

  // The invoice's PDF pays what is open on it by PIX; the payment recorded settles it.
  const open = plain(await page.getByTestId('pix-amount').innerText()).replace('Valor em aberto: ', '');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar PDF' }).click();
  const path = test.info().outputPath('fatura.pdf');
  await (await downloading).saveAs(path);
  const code = await invoicePdfBrCode(path);
  expect(open).toBe(
    plain(new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(Number(code.amount))),
  );
  expect(Number(code.amount)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Registrar pagamento' }).click();
  const payment = page.getByRole('dialog', { name: 'Registrar pagamento' });
  await expect(payment.getByRole('textbox', { name: 'Valor pago (R$)' })).toHaveValue(
    code.amount!.replace('.', ','),
  );
  await payment.getByRole('button', { name: 'Registrar pagamento' }).click();
  await expect(payment).toBeHidden();
  await expect(page.locator('[data-status]').first()).toHaveAttribute('data-status', 'PAGA');
});
