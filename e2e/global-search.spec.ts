import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support.ts';

test('Ctrl+K finds a plant the user may read, without accents, and Enter opens its page', async ({
  page,
}) => {
  await signIn(page, DEMO.energia);
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Pesquisar' });
  await expect(input).toBeFocused();

  await input.fill('guaiba');
  const plants = page.getByRole('listbox').locator('li', { has: page.getByText('Usinas', { exact: true }) });
  const plant = plants.getByRole('option', { name: /Usina Solar Guaíba/ });
  await expect(plant).toBeVisible();
  await expect(plant).toContainText('Porto Alegre – RS');
  await expect(plant).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/geracao\/usinas\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /Guaíba/ })).toBeVisible();

  await page.keyboard.press('Control+k');
  await input.fill('zzqq');
  await expect(page.getByText('Nada encontrado para “zzqq”.')).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(0);
});

test('Ctrl+K finds users only for the admin, and strategies and plants grouped by kind', async ({ page }) => {
  const results = page.getByRole('listbox');
  const group = (title: string) => results.locator('li', { has: page.getByText(title, { exact: true }) });
  const input = page.getByRole('combobox', { name: 'Pesquisar' });

  await signIn(page, DEMO.admin);
  await page.keyboard.press('Control+k');
  await input.fill('energia@alvorada');
  await expect(group('Usuários').getByRole('option', { name: /energia@alvorada\.dev/ })).toBeVisible();
  await input.fill('cruzamento de medias');
  await expect(
    group('Estratégias').getByRole('option', { name: /Cruzamento de médias 10\/20/ }),
  ).toBeVisible();
  await input.fill('guaiba');
  await expect(group('Usinas').getByRole('option', { name: /Usina Solar Guaíba/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');

  await page.context().clearCookies();
  await signIn(page, DEMO.energia);
  await page.keyboard.press('Control+k');
  await input.fill('energia@alvorada');
  await expect(page.getByText('Nada encontrado para “energia@alvorada”.')).toBeVisible();
  await expect(group('Usuários')).toHaveCount(0);
});

test('Ctrl+K finds a customer by its CNPJ typed with punctuation, the document masked under its name', async ({
  page,
}) => {
  await signIn(page, DEMO.energia);
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Pesquisar' }).fill('41.000.000/0001-79');
  const customers = page
    .getByRole('listbox')
    .locator('li', { has: page.getByText('Clientes', { exact: true }) });
  const customer = customers.getByRole('option', { name: /Cooperativa Solar São Paulo/ });
  await expect(customer).toContainText('410*********79');
  await expect(customers.getByRole('option')).toHaveCount(1);
});
