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
