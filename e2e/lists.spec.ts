import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './support.ts';

const USERS = '/admin-panel/user/list';

/** The names in the users grid's rows, top to bottom. */
const shownNames = (page: Page) =>
  page
    .locator('.MuiDataGrid-row [data-field="full_name"] a, .MuiDataGrid-row [data-field="full_name"] p')
    .allInnerTexts();

test.describe('server-side lists', () => {
  test('search, sort and page size of the users grid survive a reload and a shared link', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signIn(page, DEMO.admin, USERS);
    await page.getByLabel('Buscar por nome, e-mail ou usuário').fill('alvorada.dev');
    await expect(page).toHaveURL(/search=alvorada\.dev/);
    await page.getByRole('columnheader', { name: 'Usuário' }).click();
    await expect(page).toHaveURL(/ordering=full_name/);
    await page.getByRole('combobox', { name: 'Itens por página:' }).click();
    await page.getByRole('option', { name: '5', exact: true }).click();
    await expect(page).toHaveURL(/page_size=5/);
    await expect(page).toHaveURL(/search=alvorada\.dev.*ordering=full_name/);
    await expect(page.locator('.MuiDataGrid-row')).toHaveCount(5);
    // The previous page stays on screen until the sorted one arrives.
    const sorted = (list: string[]) => [...list].sort((a, b) => a.localeCompare(b, 'pt-BR'));
    await expect
      .poll(async () => shownNames(page).then((list) => list.join() === sorted(list).join()))
      .toBe(true);
    const names = await shownNames(page);
    const link = page.url();

    await page.reload();
    await expect(page.getByLabel('Buscar por nome, e-mail ou usuário')).toHaveValue('alvorada.dev');
    await expect(page.getByRole('combobox', { name: 'Itens por página:' })).toHaveText('5');
    await expect(page.locator('.MuiDataGrid-row')).toHaveCount(5);
    expect(await shownNames(page)).toEqual(names);

    const context = await browser.newContext({ baseURL });
    const other = await context.newPage();
    await signIn(other, DEMO.admin);
    await other.goto(link);
    await expect(other.locator('.MuiDataGrid-row')).toHaveCount(5);
    expect(await shownNames(other)).toEqual(names);
    await context.close();

    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(page.getByLabel('Buscar por nome, e-mail ou usuário')).toHaveValue('');
    await expect(page).not.toHaveURL(/search=/);
    await expect(page).toHaveURL(/ordering=full_name/);
    await page.goBack();
    await expect(page.getByLabel('Buscar por nome, e-mail ou usuário')).toHaveValue('alvorada.dev');
  });

  test('"ursula" finds Úrsula', async ({ page }) => {
    await signIn(page, DEMO.admin, `${USERS}?search=ursula`);
    await expect(page.locator('.MuiDataGrid-row', { hasText: 'Úrsula Usuária' })).toBeVisible();
  });

  test('the CSV export of the filtered list opens in a pt-BR spreadsheet with translated headers', async ({
    page,
  }) => {
    await signIn(page, DEMO.admin, `${USERS}?search=usuario%40alvorada.dev`);
    await expect(page.locator('.MuiDataGrid-row')).toHaveCount(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV' }).click(),
    ]);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = text.slice(1).trim().split(/\r?\n/);
    const headers = header!.split(';');
    expect(headers).toEqual(expect.arrayContaining(['Nome completo', 'E-mail', 'Perfil']));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.split(';')).toEqual(
      expect.arrayContaining(['Úrsula Usuária', 'usuario@alvorada.dev', 'Ativo']),
    );
  });

  test('an open message is in the URL, so a reload or a link shows it again', async ({ page, request }) => {
    const subject = `Proposta ${Date.now()}`;
    const contact = await request.post('/api/mail/contact/', {
      data: { name: 'Rui', email: 'rui@example.com', subject, message: 'Olá', source: 'pricing' },
    });
    expect(contact.status()).toBe(202);
    await signIn(page, DEMO.admin, '/admin-panel/email');
    await page.getByRole('button', { name: new RegExp(subject) }).click();
    await expect(page).toHaveURL(/\/admin-panel\/email\?message=\d+$/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Voltar' })).toBeVisible();
    await expect(page.getByText(subject).first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/admin-panel\/email$/);
    await expect(page.getByRole('button', { name: new RegExp(subject) })).toBeVisible();
  });
});

test('no page load breaks the Content-Security-Policy (zod parses without eval)', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  await page.goto('/register');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await signIn(page, DEMO.admin);
  for (const path of [USERS, '/pages/account-settings/security', '/admin-panel/roles']) {
    await page.goto(path);
    await expect(page.locator('[data-layout]')).toBeVisible();
  }
  expect(violations).toEqual([]);
});
