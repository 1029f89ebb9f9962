import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiSession, DEMO, signIn } from './support.ts';

const field = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const save = (page: Page) => page.getByRole('button', { name: 'Salvar alterações' });
const choose = async (page: Page, dialog: Locator, name: string, option?: string) => {
  await dialog.getByRole('combobox', { name }).click();
  const options = page.getByRole('option');
  await (option ? options.filter({ hasText: option }) : options.first()).click();
};

test('an operator creates a plant and a contract from the screens, edits a tariff, sees a stale edit refused and reads the plant’s history', async ({
  page,
  request,
}) => {
  const name = `Usina ${Date.now()}`;
  await signIn(page, DEMO.energia, '/geracao/visao-geral');
  await page.getByRole('button', { name: 'Nova usina' }).click();
  const dialog = page.getByRole('dialog');
  await field(dialog, 'Nome').fill(name);
  await choose(page, dialog, 'Distribuidora');
  await choose(page, dialog, 'UC geradora');
  await field(dialog, 'UF').fill('SP');
  await field(dialog, 'Potência CC (kWp)').fill('75,5');
  await field(dialog, 'Potência CA (kW)').fill('60');
  await dialog.getByLabel('Solicitação de acesso').fill('2025-03-10');
  await dialog.getByLabel('Início da injeção').fill('2025-02-01');
  const irradiation = dialog.getByLabel(/Irradiação mensal/);
  await irradiation.fill('5,8; 5,9; 5,3; 4,9; 4,3; 4,1; 4,3; 5,0; 5,1; 5,5; 5,7');
  await save(page).click();
  await expect(
    dialog.getByText('Informe 12 valores de 0 a 12, separados por ponto e vírgula.'),
  ).toBeVisible();
  await irradiation.fill('5,8; 5,9; 5,3; 4,9; 4,3; 4,1; 4,3; 5,0; 5,1; 5,5; 5,7; 6,0');
  await save(page).click();
  await expect(dialog.getByText('A injeção começa antes da solicitação de acesso.')).toBeVisible();
  await dialog.getByLabel('Início da injeção').fill('2025-06-01');
  await save(page).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const plantId = Number(new URL(page.url()).pathname.split('/').pop());

  // An edit made while someone else saved the plant is refused with what they changed.
  const { headers } = await apiSession(request, DEMO.energia);
  const plantUrl = `/api/energy/plants/${plantId}/`;
  const plant = await (await request.get(plantUrl, { headers })).json();
  await page.getByRole('button', { name: 'Editar', exact: true }).first().click();
  const edit = page.getByRole('dialog');
  await field(edit, 'Município').fill('Campinas');
  const meanwhile = await request.patch(plantUrl, {
    headers,
    data: { city: 'Sobral', version: plant.version },
  });
  expect(meanwhile.ok()).toBe(true);
  await save(page).click();
  const changed = edit.getByTestId('changed-meanwhile');
  await expect(changed).toContainText('Município: Sobral');
  await changed.getByRole('button', { name: 'Carregar a versão atual' }).click();
  await expect(field(edit, 'Município')).toHaveValue('Sobral');
  await field(edit, 'Município').fill('Campinas');
  await save(page).click();
  await expect(edit).toBeHidden();

  // The history tells the create and both edits, newest first.
  const history = page.getByTestId('record-history');
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.getByRole('listitem').first()).toContainText('Município: Sobral → Campinas');

  // A contract of a customer with the new plant, from the customer's page.
  const customers = await (await request.get('/api/energy/customers/?page_size=5', { headers })).json();
  const customer = customers.results[0];
  await page.goto(`/prosumidores/clientes/${customer.id}`);
  await page.getByRole('button', { name: 'Novo contrato' }).click();
  const contract = page.getByRole('dialog');
  await choose(page, contract, 'Usina', name);
  await contract.getByLabel('Início', { exact: true }).fill('2025-07-01');
  await save(page).click();
  await expect(contract).toBeHidden();
  const contracts = await (
    await request.get(`/api/energy/contracts/?customer_id=${customer.id}&page_size=100`, { headers })
  ).json();
  expect(contracts.results.map((c: { plant_id: number }) => c.plant_id)).toContain(plantId);

  // A tariff of the plant's distributor, edited under "Distribuidoras e tarifas".
  await page.goto(`/geracao/visao-geral?distribuidora=${plant.distributor_id}`);
  const tariffs = page.getByTestId('tariffs');
  await tariffs.getByRole('button', { name: 'Editar' }).first().click();
  const tariff = page.getByRole('dialog');
  const resolution = `REH ${Date.now() % 10_000}/2026`;
  await field(tariff, 'Resolução').fill(resolution);
  await save(page).click();
  await expect(tariff).toBeHidden();
  await expect(tariffs.getByRole('gridcell', { name: resolution })).toBeVisible();
});
