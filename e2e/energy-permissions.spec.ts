import { expect, test } from '@playwright/test';
import { apiSession, DEMO, mainNav, PASSWORD, signIn, withRoleRules } from './support.ts';

const ENERGY_PAGES = {
  Geração: '/geracao/visao-geral',
  Prosumidores: '/prosumidores/visao-geral',
  Créditos: '/creditos/visao-geral',
  Financeiro: '/financeiro/visao-geral',
  Relatórios: '/relatorios/visao-geral',
};

/** What the energy pages call; only the first belongs to Geração. */
const GENERATION_CALL = '/api/energy/summary/generation/';
const OTHER_CALLS = [
  '/api/energy/summary/prosumers/',
  '/api/energy/summary/prosumers/units/',
  '/api/energy/summary/credits/',
  '/api/energy/summary/credits/rebalancing/',
  '/api/energy/summary/finance/',
  '/api/energy/invoices/?status=VENCIDA',
  '/api/energy/units/',
  '/api/energy/summary/reports/',
];

test('a role with only Geração sees Geração and its imports and no other energy entry, and the server refuses the others', async ({
  page,
  request,
}) => {
  const admin = await apiSession(request, DEMO.admin);
  const stamp = Date.now();
  const role = await request.post('/api/admin/roles/', {
    headers: admin.headers,
    data: { name: `Somente Geração ${stamp}`, rules: [{ action: 'read', subject: 'Geracao' }] },
  });
  expect(role.ok()).toBe(true);
  const roleId = (await role.json()).id;
  const email = `geracao.${stamp}@alvorada.dev`;
  const user = await request.post('/api/admin/users/', {
    headers: admin.headers,
    data: {
      email,
      username: `geracao_${stamp}`,
      full_name: 'Somente Geração',
      role: `Somente Geração ${stamp}`,
      password: PASSWORD,
    },
  });
  expect(user.ok()).toBe(true);
  const userId = (await user.json()).id;
  try {
    await signIn(page, email, ENERGY_PAGES.Geração);
    await expect(page.getByRole('heading', { level: 1, name: 'Geração' })).toBeVisible();
    // The energy group of the menu holds Geração and its imports, which reading generation opens, alone.
    await mainNav(page).getByRole('button', { name: 'Energia' }).click();
    await expect(page.getByRole('menuitem', { name: 'Geração' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Importações' })).toBeVisible();
    await expect(page.getByRole('menuitem')).toHaveCount(2);
    await page.keyboard.press('Escape');

    // A link typed by hand lands on the not-authorized page; the API answers 403 to each call.
    await page.goto(ENERGY_PAGES.Financeiro);
    await expect(page).toHaveURL(/not-authorized/);
    const { headers } = await apiSession(request, email);
    expect((await request.get(GENERATION_CALL, { headers })).status()).toBe(200);
    for (const call of OTHER_CALLS) expect((await request.get(call, { headers })).status(), call).toBe(403);
  } finally {
    await request.delete(`/api/admin/users/${userId}/`, { headers: admin.headers });
    await request.delete(`/api/admin/roles/${roleId}/`, { headers: admin.headers });
  }
});

test('a role that imports distributor bills but does not read Geração opens the imports screen from Prosumidores', async ({
  page,
  request,
}) => {
  const billsOnly = [
    { action: 'read', subject: 'Prosumidor' },
    { action: 'create', subject: 'Prosumidor' },
  ];
  await withRoleRules(request, 'trader', billsOnly, async () => {
    await signIn(page, DEMO.trader, ENERGY_PAGES.Prosumidores);
    await page.getByRole('link', { name: 'Importar faturas' }).click();
    await expect(page).toHaveURL(/\/geracao\/importacoes\?tipo=bills$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Importações' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Faturas da distribuidora (CSV ou JSON)']);
    // The history is Geração's, which this role does not read: the screen leaves it out, the server refuses it.
    await expect(page.getByText('Histórico de importações')).toHaveCount(0);
    const { headers } = await apiSession(request, DEMO.trader);
    expect((await request.get('/api/energy/imports/', { headers })).status()).toBe(403);
    const preview = await request.post('/api/energy/bills/import/preview/', {
      headers,
      data: { file_name: 'faturas.csv', content: 'uc;mes_referencia;consumo_kwh\n3001234567;2026-10;350\n' },
    });
    expect(preview.status()).toBe(200);
  });
});
