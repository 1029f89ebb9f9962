import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn } from './support.ts';

/** A valid CPF from nine digits: its two check digits computed as the Receita does. */
function cpfFrom(base: string) {
  const digit = (digits: string) => {
    const sum = [...digits].reduce((total, d, i) => total + Number(d) * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return String(rest === 10 ? 0 : rest);
  };
  const first = base + digit(base);
  return first + digit(first);
}

const field = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const save = (page: Page) => page.getByRole('button', { name: 'Salvar alterações' });

test('an operator creates a customer and its UC, sees an edit saved meanwhile refused with what changed, deactivates the customer and reads its history', async ({
  page,
  browser,
  baseURL,
}) => {
  // Unique per run: documents and installation numbers are unique in the database.
  const nine = String(Math.floor(100_000_000 + Math.random() * 800_000_000));
  const name = `Cliente ${nine}`;
  await signIn(page, DEMO.energia, '/prosumidores/visao-geral');
  await page.getByRole('button', { name: 'Novo cliente' }).click();
  const dialog = page.getByRole('dialog');
  await field(dialog, 'Nome').fill(name);
  const document = field(dialog, 'CPF/CNPJ');
  await document.fill('11111111111');
  await expect(document).toHaveValue('111.111.111-11');
  await field(dialog, 'Telefone/WhatsApp').fill('1133334444');
  await expect(field(dialog, 'Telefone/WhatsApp')).toHaveValue('(11) 3333-4444');
  await save(page).click();
  await expect(dialog.getByText('CPF inválido.')).toBeVisible();

  const cpf = cpfFrom(nine);
  await document.fill(cpf);
  await save(page).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const customerUrl = page.url();

  // A UC of the customer, the CEP masked as typed.
  await page.getByRole('button', { name: 'Nova UC' }).click();
  const unitDialog = page.getByRole('dialog');
  await unitDialog.getByRole('combobox', { name: 'Distribuidora' }).click();
  await page.getByRole('option').first().click();
  await field(unitDialog, 'Número da instalação (UC)').fill(nine);
  await field(unitDialog, 'UF').fill('SP');
  await field(unitDialog, 'CEP').fill('01310100');
  await expect(field(unitDialog, 'CEP')).toHaveValue('01310-100');
  await save(page).click();
  await expect(page.getByRole('link', { name: nine })).toBeVisible();

  // Two operators edit the customer from the same version: the second save is refused with what changed.
  const other = await browser.newContext({ baseURL, locale: 'pt-BR' });
  const second = await other.newPage();
  await signIn(second, DEMO.energia, new URL(customerUrl).pathname);
  await page.getByRole('button', { name: 'Editar' }).click();
  await second.getByRole('button', { name: 'Editar' }).click();
  await field(page.getByRole('dialog'), 'Telefone/WhatsApp').fill('11987654321');
  await save(page).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await field(second.getByRole('dialog'), 'Nome').fill(`${name} Filho`);
  await save(second).click();
  const changed = second.getByTestId('changed-meanwhile');
  await expect(changed).toContainText('alterado por outra pessoa');
  await expect(changed).toContainText('Telefone/WhatsApp: (11) 98765-4321');
  await changed.getByRole('button', { name: 'Carregar a versão atual' }).click();
  await expect(field(second.getByRole('dialog'), 'Telefone/WhatsApp')).toHaveValue('(11) 98765-4321');
  await field(second.getByRole('dialog'), 'Nome').fill(`${name} Filho`);
  await save(second).click();
  await expect(second.getByRole('heading', { level: 1, name: `${name} Filho` })).toBeVisible();
  await other.close();

  // Deactivation asks first; then the history tells every step.
  await page.reload();
  await page.getByRole('button', { name: 'Desativar' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('ENCERRADO');
  await confirm.getByRole('button', { name: 'Desativar' }).click();
  await expect(page.getByRole('button', { name: 'Desativar' })).toBeHidden();
  const history = page.getByTestId('record-history');
  await expect(history.getByRole('listitem')).toHaveCount(4);
  await expect(history.getByRole('listitem').first()).toContainText('Situação: Ativo → Encerrado');
  await expect(history).toContainText(`Nome: ${name} → ${name} Filho`);
  await expect(history).toContainText('Telefone/WhatsApp: (11) 3333-4444 → (11) 98765-4321');
  await expect(history.getByRole('listitem').last()).toContainText('Criado');
});
