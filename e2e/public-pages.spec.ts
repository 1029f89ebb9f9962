import { expect, test, type Page } from '@playwright/test';
import { apiSession, DEMO, seriousViolations, signIn, themedPage } from './support.ts';

test('pricing leads to a demo checkout that validates CPF and card and ends in the demo confirmation', async ({
  page,
}) => {
  await page.goto('/front-pages/pricing');
  await expect(page.getByRole('heading', { name: 'Planos e preços', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Anual' }).click();
  // Professional: R$ 690,00 a month; the year charges ten months and saves two.
  await expect(page.getByText(/R\$\s6\.900,00 por ano — você economiza R\$\s1\.380,00/)).toBeVisible();
  await page.getByRole('link', { name: 'Assinar o plano Profissional' }).click();
  await expect(page).toHaveURL(/\/front-pages\/payment\?plano=profissional&ciclo=annual&pedido=ALV\w+$/);
  await expect(page.getByTestId('demo-notice')).toContainText('Demonstração — nada é cobrado.');

  await page.getByLabel('Nome completo').fill('Ana Souza');
  await page.getByLabel('E-mail').fill('ana.souza@example.com');
  await page.getByLabel('CPF ou CNPJ').fill('12345678900');
  await expect(page.getByLabel('CPF ou CNPJ')).toHaveValue('123.456.789-00');
  await page.getByLabel('Nome impresso no cartão').fill('ANA SOUZA');
  await page.getByLabel('Número do cartão').fill('4111 1111 1111 1112');
  await page.getByLabel('Validade').fill('01/20');
  await page.getByLabel('CVC').fill('12');
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  for (const message of [
    'CPF ou CNPJ inválido.',
    'Número de cartão inválido.',
    'Este cartão está vencido.',
    'O CVC tem 3 dígitos.',
  ])
    await expect(page.getByText(message)).toBeVisible();
  // American Express: 4-6-5 digits and a 4-digit CVC, checked as it is typed.
  await page.getByLabel('Número do cartão').fill('378282246310005');
  await expect(page.getByLabel('Número do cartão')).toHaveValue('3782 822463 10005');
  await page.getByLabel('CVC').fill('123');
  await expect(page.getByText('O CVC do American Express tem 4 dígitos.')).toBeVisible();

  await page.getByLabel('CPF ou CNPJ').fill('529.982.247-25');
  await page.getByRole('radio', { name: 'PIX' }).check();
  // The code belongs to a confirmed order: none before, the same one after a reload.
  await expect(page.getByText('O código PIX aparece depois que você confirmar o pedido.')).toBeVisible();
  await expect(page.getByTestId('pix-code')).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Pedido recebido (demonstração)' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code PIX do pedido' })).toBeVisible();
  const code = await page.getByTestId('pix-code').inputValue();
  expect(code).toMatch(/^000201\d{4}0014br\.gov\.bcb\.pix.*54076900\.005802BR.*6304[0-9A-F]{4}$/);
  await page.reload();
  await expect(page.getByTestId('pix-code')).toHaveValue(code);

  // The order reached the admin inbox, without any card detail.
  const { headers } = await apiSession(page.request, DEMO.admin);
  const inbox = await (await page.request.get('/api/admin/mail/?search=Ana%20Souza', { headers })).json();
  expect(inbox.results[0].subject).toMatch(/^\[Preços\] Pedido ALV\w+ — plano Profissional$/);
});

test('the help center finds an article by its words in capitals and marks them in the passage', async ({
  page,
}) => {
  await page.goto('/front-pages/help-center?q=ENERGIA%20SOLAR');
  const result = page.getByRole('link', { name: /^Como fazer o rateio dos créditos de uma usina/ });
  await expect(result.locator('mark').first()).toHaveText(/^energia$/i);
});

test('an article an admin edits shows to a visitor, as text where it holds HTML, and takes a vote', async ({
  page,
  browser,
  baseURL,
}) => {
  const { headers } = await apiSession(page.request, DEMO.admin);
  const slug = `exportar-relatorios-${Date.now()}`;
  const created = await page.request.post('/api/help-center/articles/', {
    headers,
    data: {
      slug,
      locale: 'pt-BR',
      category: 'energy',
      title: 'Exportar relatórios',
      summary: 'Baixe os relatórios mensais.',
      body: 'Abra **Relatórios**.',
    },
  });
  expect(created.status()).toBe(201);
  try {
    await signIn(page, DEMO.admin, `/front-pages/help-center/article/${slug}`);
    await page.getByRole('button', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar artigo' });
    await dialog.getByLabel('Título').fill('Exportar relatórios em PDF e planilha');
    await dialog
      .getByLabel('Conteúdo')
      .fill('## Onde fica\n\nAbra **Relatórios** e escolha o formato.\n\n<b>cru</b>');
    await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exportar relatórios em PDF e planilha');

    const visitor = await browser.newContext({ baseURL, locale: 'pt-BR' });
    const anonymous = await visitor.newPage();
    await anonymous.goto('/front-pages/help-center?q=EXPORTAR%20relatorios');
    await anonymous.getByRole('link', { name: /Exportar relatórios em PDF e planilha/ }).click();
    await expect(anonymous.getByRole('heading', { level: 1 })).toHaveText(
      'Exportar relatórios em PDF e planilha',
    );
    await expect(anonymous.getByRole('heading', { level: 2, name: 'Onde fica' })).toBeVisible();
    await expect(anonymous.getByText('<b>cru</b>')).toBeVisible();
    await expect(anonymous.getByRole('button', { name: 'Editar' })).toHaveCount(0);
    await anonymous.getByRole('button', { name: 'Sim' }).click();
    await expect(anonymous.getByText('1 de 1 leitores acharam útil', { exact: false })).toBeVisible();
    await visitor.close();
  } finally {
    const article = await (await page.request.get(`/api/help-center/articles/${slug}/`)).json();
    await page.request.delete(`/api/help-center/articles/${article.id}/`, { headers });
  }
});

/** Opens each public page, and the FAQ signed in, and collects axe's serious and critical findings. */
async function publicPagesViolations(page: Page) {
  const found: string[] = [];
  const check = async (name: string) => {
    found.push(...(await seriousViolations(page)).map((v) => `${name} ${v}`));
  };
  await page.goto('/front-pages/pricing?ciclo=annual');
  await expect(page.getByRole('table')).toBeVisible();
  await check('pricing');
  await page.goto('/front-pages/payment?plano=basico&ciclo=monthly');
  await page.getByRole('radio', { name: 'PIX' }).check();
  await expect(page.getByText('O código PIX aparece depois que você confirmar o pedido.')).toBeVisible();
  await check('payment');
  await page.goto('/front-pages/help-center');
  await expect(page.getByRole('heading', { name: 'Energia' })).toBeVisible();
  await check('help center');
  await page.goto('/front-pages/help-center/article/rateio-de-creditos');
  await expect(page.getByRole('heading', { name: 'Este artigo ajudou?' })).toBeVisible();
  await check('article');
  await signIn(page, DEMO.usuario, '/pages/faq');
  await expect(page.getByRole('heading', { name: 'Planos e pagamento' })).toBeVisible();
  await check('faq');
  return found;
}

for (const theme of ['light', 'dark'] as const) {
  test(`the public pages and the FAQ have no serious accessibility violation (${theme})`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await themedPage(browser, baseURL!, theme);
    expect(await publicPagesViolations(page)).toEqual([]);
    await context.close();
  });
}
