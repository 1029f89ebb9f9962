import { expect, test, type Page } from '@playwright/test';
import { DEMO, PASSWORD, apiSession, mainNav, signIn } from './support.ts';

const pick = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

test.describe('admin panel', () => {
  test('an admin creates a user, assigns a role, and the user signs in', async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = `nova.${Date.now()}@alvorada.dev`;
    await signIn(page, DEMO.admin, '/admin-panel/user/list');
    await page.getByRole('button', { name: 'Novo usuário' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome completo').fill('Nora Nova');
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await dialog.getByLabel('Nome de usuário').fill(`nora${Date.now()}`);
    await pick(page, 'Perfil', 'Usuário');
    await dialog.getByLabel('Definir uma senha agora').check();
    await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Criar usuário' }).click();

    await expect(page).toHaveURL(/\/admin-panel\/user\/view\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Nora Nova' })).toBeVisible();
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    await pick(page, 'Perfil', 'Trader');
    await page.getByRole('dialog').getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.locator('.MuiChip-root', { hasText: 'Trader' })).toBeVisible();
    await page.getByRole('tab', { name: 'Conta' }).click();
    await expect(page.getByText('Alteração · Usuário', { exact: false })).toBeVisible();

    const context = await browser.newContext({ baseURL });
    const userPage = await context.newPage();
    await signIn(userPage, email);
    await expect(userPage).toHaveURL(/\/dashboards\/main$/);
    await expect(mainNav(userPage).locator('[data-nav-group="paracima"]')).toBeVisible();
    await context.close();
  });

  test("removing a subject from a role takes the menu entry from a holder's open session", async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    const admin = await apiSession(request, DEMO.admin);
    const roles = await (await request.get('/api/admin/roles/', { headers: admin.headers })).json();
    const role = roles.results.find((r: { code: string }) => r.code === 'desenvolvedor');
    const context = await browser.newContext({ baseURL });
    const dev = await context.newPage();
    try {
      await signIn(dev, DEMO.dev);
      await expect(mainNav(dev).locator('[data-nav-group="development"]')).toBeVisible();

      await signIn(page, DEMO.admin, '/admin-panel/roles');
      await page
        .locator('.MuiCard-root', { hasText: 'Desenvolvedor' })
        .getByRole('button', { name: 'Editar' })
        .click();
      await page.getByRole('checkbox', { name: 'Ler em Ferramentas de desenvolvimento' }).uncheck();
      await page.getByRole('button', { name: 'Salvar perfil' }).click();
      await expect(page.getByRole('dialog')).toBeHidden();

      await expect(mainNav(dev).locator('[data-nav-group="development"]')).toHaveCount(0);
      await expect(mainNav(dev).locator('[data-nav-group="paracima"]')).toBeVisible();
    } finally {
      await request.patch(`/api/admin/roles/${role.id}/`, {
        headers: admin.headers,
        data: { rules: role.rules },
      });
      await context.close();
    }
  });

  test('mailbox folders and labels route correctly and keep the e-mail menu entry active', async ({
    page,
    request,
  }) => {
    const subject = `Orçamento ${Date.now()}`;
    const contact = await request.post('/api/mail/contact/', {
      data: {
        name: 'Marina',
        email: 'marina@example.com',
        subject,
        message: 'Quanto custa?',
        source: 'pricing',
      },
    });
    expect(contact.status()).toBe(202);
    await signIn(page, DEMO.admin);
    await mainNav(page).locator('[data-nav-group="admin"]').click();
    await expect(page.getByRole('menuitem', { name: /^E-mail, \d+ não lidas?$/ })).toBeVisible();
    await page.keyboard.press('Escape');

    const emailEntryActive = async () => {
      await mainNav(page).locator('[data-nav-group="admin"]').click();
      await expect(page.locator('[data-nav-item="admin-panel-email"]')).toHaveClass(/Mui-selected/);
      await page.keyboard.press('Escape');
    };
    const current = (name: string) =>
      page.getByRole('navigation', { name: 'Pastas' }).getByRole('link', { name });

    await page.goto('/admin-panel/email');
    await expect(current('Caixa de entrada')).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: new RegExp(subject) }).click();
    await page.getByRole('button', { name: 'Marcadores' }).click();
    await page.getByRole('menuitem', { name: 'Importante' }).click();
    await page.keyboard.press('Escape');

    for (const [path, name] of [
      ['/admin-panel/email/filter/sent', 'Enviados'],
      ['/admin-panel/email/trash', 'Lixeira'],
      ['/admin-panel/email/label/important', 'Importante'],
      ['/admin-panel/email/private', 'Privado'],
    ] as const) {
      await page.goto(path);
      await expect(current(name)).toHaveAttribute('aria-current', 'page');
      await emailEntryActive();
    }
    await page.goto('/admin-panel/email/label/important');
    await expect(page.getByRole('button', { name: new RegExp(subject) })).toBeVisible();

    await current('Rascunhos').click();
    await expect(page).toHaveURL(/\/admin-panel\/email\/draft$/);
    for (const unknown of ['/admin-panel/email/filter/x', '/admin-panel/email/label/y']) {
      await page.goto(unknown);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
    }
  });

  test('a taken e-mail is said once, by its field, and so is an avatar that is not an image', async ({
    page,
  }) => {
    await signIn(page, DEMO.admin, '/admin-panel/user/list');
    await page.getByRole('button', { name: 'Novo usuário' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome completo').fill('Dupla');
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.trader);
    await dialog.getByLabel('Nome de usuário').fill(`dupla${Date.now()}`);
    await pick(page, 'Perfil', 'Usuário');
    await dialog.getByRole('button', { name: 'Enviar convite' }).click();
    const taken = dialog.getByRole('textbox', { name: 'E-mail' });
    await expect(taken).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Este e-mail já está em uso.')).toHaveCount(1);
    await expect(dialog.getByRole('alert')).toHaveCount(0);

    await page.goto('/pages/account-settings/account');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await expect(page.getByText('Envie uma imagem PNG, JPEG ou WebP.')).toHaveCount(1);
  });

  test('the users list names every column and acts on a row from its own buttons', async ({ page }) => {
    await signIn(page, DEMO.admin, '/admin-panel/user/list?search=trader@alvorada.dev');
    const row = page.getByRole('row').filter({ hasText: 'trader@alvorada.dev' });
    await expect(row).toBeVisible();
    for (const header of await page.getByRole('columnheader').all()) {
      await expect(header).toHaveAccessibleName(/\S/);
    }
    const name = (await row.getByRole('link').first().textContent())!;

    await row.getByRole('button', { name: `Mais ações para ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Desativar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Desativar' }).click();
    await expect(row.getByText('Inativo')).toBeVisible();
    await row.getByRole('button', { name: `Mais ações para ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Reativar' }).click();
    await expect(row.getByText('Ativo', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: `Editar ${name}` }).click();
    await expect(page.getByRole('dialog', { name: new RegExp(name) })).toBeVisible();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await row.getByRole('link', { name: `Ver ${name}` }).click();
    await expect(page).toHaveURL(/\/admin-panel\/user\/view\/\d+$/);
  });
});
