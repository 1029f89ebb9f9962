import { expect, test } from '@playwright/test';
import { apiSession, DEMO, mainNav, signIn } from './support.ts';

test('a Usuário finds its account, notifications, help and areas on the dashboard, and moves by keyboard', async ({
  page,
}) => {
  await signIn(page, DEMO.usuario);
  const card = (id: string) => page.locator(`[data-dashboard-card="${id}"]`);
  await expect(card('account')).toContainText('Português (Brasil)');
  await expect(card('help').getByRole('listitem').getByRole('link').first()).toBeVisible();
  await expect(card('pages').getByRole('link', { name: 'Perguntas frequentes' })).toBeVisible();
  // Nothing on it counts over a period.
  await expect(page.getByRole('button', { name: /^Escolher data/ })).toHaveCount(0);

  // A bell item opens its subject.
  await page.getByTestId('notifications-button').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Bem-vindo ao Alvorada/ })
    .click();
  await expect(page).toHaveURL(/\/pages\/account-settings\/account$/);

  await page.keyboard.press('Shift+?');
  const help = page.getByRole('dialog', { name: 'Atalhos de teclado' });
  await expect(help.getByRole('row', { name: /Ir para Painel principal/ })).toContainText('GdepoisD');
  await expect(help.getByRole('row', { name: /Ir para Geração/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await page.keyboard.press('g');
  await page.keyboard.press('h');
  await expect(page).toHaveURL(/\/pages\/faq$/);
  await page.keyboard.press('/');
  await expect(page.getByRole('combobox', { name: 'Pesquisar' })).toBeFocused();
});

test("an operator's Open link keeps the period, the Energy menu lists imports and cycles, and a plant's trail ends in its name", async ({
  page,
  request,
}) => {
  const { headers } = await apiSession(request, DEMO.energia);
  const [plant] = (await (await request.get('/api/energy/plants/?page_size=5', { headers })).json()).results;
  await signIn(page, DEMO.energia, '/dashboards/main?from=2026-01-05&to=2026-03-20');
  await page.locator('[data-dashboard-card="credits"]').getByRole('link', { name: 'Abrir' }).click();
  await expect(page).toHaveURL(/\/creditos\/visao-geral\?from=2026-01&to=2026-03$/);

  await mainNav(page).locator('[data-nav-group="energy"]').click();
  await expect(page.getByRole('menuitem', { name: 'Importações' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Ciclos de faturamento' }).click();
  await expect(page).toHaveURL(/\/creditos\/ciclos$/);

  await page.goto(`/geracao/usinas/${plant.id}`);
  await expect(
    page.getByRole('navigation', { name: 'Você está em' }).locator('[aria-current="page"]'),
  ).toHaveText(plant.name);
});

test('the profile says the language in effect, and its projects and connections come from the product', async ({
  page,
}) => {
  await signIn(page, DEMO.usuario, '/pages/user-profile/profile');
  await expect(page.getByRole('definition').filter({ hasText: 'Português (Brasil)' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Perfil', 'Projetos', 'Conexões']);
  await page.getByRole('tab', { name: 'Projetos' }).click();
  await expect(page.getByText('Nenhum projeto')).toBeVisible();
  await page.getByRole('tab', { name: 'Conexões' }).click();
  await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Agente OPTOP' })).toHaveCount(0);

  await page.context().clearCookies();
  await signIn(page, DEMO.energia, '/pages/user-profile/projects');
  await page.getByRole('region', { name: 'Usinas que você opera' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/geracao\/usinas\/\d+$/);

  await page.context().clearCookies();
  await signIn(page, DEMO.dev, '/pages/user-profile/connections');
  await expect(page.getByRole('region', { name: 'Agente OPTOP' })).toContainText(/Responde|Nenhum provedor/);
});
