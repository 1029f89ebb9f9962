import { expect, test, type Page } from '@playwright/test';
import { apiSession, DEMO, plainText as plain, signIn } from './support.ts';
import { endedOpenCycle, operatorApi } from './energy-cycle-support.ts';

const monthLabel = (cycle: string) =>
  new Intl.DateTimeFormat('pt-BR', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${cycle}-01T00:00:00Z`),
  );
const addMonths = (month: string, count: number) => {
  const [year, m] = month.split('-').map(Number);
  const index = year! * 12 + m! - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

async function energyApi(page: Page) {
  const { headers, user } = await apiSession(page.request, DEMO.energia);
  const get = async (path: string) => {
    const response = await page.request.get(`/api/energy${path}`, { headers });
    expect(response.ok(), path).toBe(true);
    return response.json();
  };
  return { headers, user, get };
}

/** Hands the file input a CSV as if the operator had picked it. */
const pickFile = (page: Page, name: string, content: string) =>
  page.getByTestId('import-file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });

test.describe('energy operations', () => {
  test('a generation CSV is previewed, a bad row is named by line and column, and the fixed file lands', async ({
    page,
  }) => {
    await signIn(page, DEMO.energia, '/geracao/visao-geral');
    await page.getByRole('link', { name: 'Importar geração' }).click();
    await expect(page).toHaveURL(/\/geracao\/importacoes\?tipo=generation$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Importações' })).toBeVisible();

    const { get } = await energyApi(page);
    const plant = (await get('/plants/?page_size=5&ordering=id')).results[0];
    const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const typed = day.split('-').reverse().join('/');
    const good = `${plant.name};${typed};123,4`;
    const wrong = `${plant.name};${typed.replace(/^\d\d/, '02')};muito`;

    await pickFile(page, 'inversor-erro.csv', `usina;data;energia_kwh\n${good}\n${wrong}\n`);
    const preview = page.getByTestId('import-preview');
    await expect(preview).toContainText('1 erro: corrija o arquivo');
    const errors = preview.getByRole('table', { name: 'Erros do arquivo' });
    await expect(errors.getByRole('row')).toHaveCount(2);
    const row = errors.getByRole('row').nth(1);
    await expect(row.getByRole('cell').nth(0)).toHaveText('3');
    await expect(row.getByRole('cell').nth(1)).toHaveText('energia_kwh');
    await expect(row.getByRole('cell').nth(2)).toHaveText('Número inválido.');
    await expect(page.getByRole('button', { name: 'Confirmar importação' })).toHaveCount(0);

    await pickFile(page, 'inversor.csv', `usina;data;energia_kwh\n${good}\n`);
    await expect(preview).toContainText('Arquivo válido');
    await expect(preview).toContainText('Linhas: 1');
    await page.getByRole('button', { name: 'Confirmar importação' }).click();
    // The demo may hold that day's reading already: the row is then changed, not new. Either way, in words.
    await expect(page.getByTestId('import-landed')).toHaveText(
      /^Importado: (1 linha nova e 0 alteradas|0 linhas novas e 1 alterada)\.$/,
    );
    const template = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar modelo' }).click();
    expect((await template).suggestedFilename()).toBe('modelo-geracao.csv');
    await expect(page.getByRole('grid').getByRole('row').nth(1)).toContainText('inversor.csv');

    const history = await get('/imports/?kind=GERACAO');
    expect(history.results[0].file_name).toBe('inversor.csv');
    const readings = await get(`/generation/readings/?plant_id=${plant.id}&page_size=100`);
    expect(readings.results.find((r: { day: string }) => r.day === day)?.energy_kwh).toBe(123.4);
  });

  test('a rateio change is a new version effective from a cycle after the last closed one', async ({
    page,
  }) => {
    const { get } = await energyApi(page);
    const plant = (await get('/plants/?page_size=5&ordering=id')).results[0];
    const context = await get(`/plants/${plant.id}/allocation-context/`);
    const before: { id: number; version: number; status: string }[] = await get(
      `/plants/${plant.id}/allocations/`,
    );
    const inForce = before.find((v) => v.status === 'VIGENTE')!;

    await signIn(page, DEMO.energia, `/geracao/usinas/${plant.id}`);
    await page.getByRole('link', { name: 'Rateio' }).click();
    await expect(page).toHaveURL(new RegExp(`/geracao/usinas/${plant.id}/rateio$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Rateio · ${plant.name}`);

    const share = page.getByLabel('Percentual da UC 1');
    // Five decimals: the editor warns and sends nothing rather than round the share.
    await share.fill('5,55555');
    const firstRow = page.getByTestId('allocation-row-0');
    await expect(firstRow).toContainText('Use no máximo quatro casas decimais.');
    await page.getByRole('button', { name: 'Salvar nova versão' }).click();
    await expect(firstRow).toContainText('Use no máximo quatro casas decimais.');
    await expect(page.getByTestId('allocation-row-1')).not.toContainText('casas decimais');

    // Four decimals are kept as typed.
    await share.fill('5,5555');
    const effective = addMonths(context.last_closed_cycle, 2);
    await page.getByRole('combobox', { name: 'Vale a partir do ciclo' }).click();
    await page.getByRole('option', { name: monthLabel(effective) }).click();
    await page.getByRole('button', { name: 'Salvar nova versão' }).click();
    const next = Math.max(...before.map((v) => v.version)) + 1;
    await expect(page.getByTestId('allocation-saved')).toContainText(`Versão ${next} salva como rascunho`);
    const card = page.getByTestId(`allocation-version-${next}`);
    await expect(card).toContainText('Rascunho');
    await expect(card).toContainText(plain(monthLabel(effective)));

    const after: any[] = await get(`/plants/${plant.id}/allocations/`);
    const created = after.find((v) => v.version === next);
    expect(created).toMatchObject({ status: 'RASCUNHO', effective_cycle: effective });
    expect(created.effective_cycle > context.last_closed_cycle).toBe(true);
    expect(created.items[0].percent_ppm).toBe(55_555);
    expect(after.find((v) => v.id === inForce.id)).toEqual(inForce);
  });

  test('the credits overview’s rebalancing suggestion is previewed, then put in the rateio editor as a draft', async ({
    page,
  }) => {
    await signIn(page, DEMO.energia, '/creditos/visao-geral');
    const apply = page.getByRole('link', { name: /^Aplicar sugestão: / }).first();
    await apply.click();
    await expect(page).toHaveURL(/\/geracao\/usinas\/\d+\/rateio\?sugestao=1/);
    const plantId = /usinas\/(\d+)\//.exec(page.url())![1];
    const { get } = await energyApi(page);
    const suggestion = await get(`/plants/${plantId}/rebalancing/`);
    const preview = page.getByTestId('rebalancing-preview');
    for (const item of suggestion.items)
      await expect(preview.getByTestId(`suggestion-${item.unit_id}`)).toContainText(item.installation_number);
    await page.getByRole('button', { name: 'Levar ao rascunho' }).click();
    const kept = suggestion.items.filter((item: { proposed_ppm: number }) => item.proposed_ppm > 0).length;
    await expect(
      page.getByText(`Sugestão de rebalanceamento aplicada a ${kept} ${kept === 1 ? 'UC' : 'UCs'}.`, {
        exact: false,
      }),
    ).toBeVisible();
  });

  test('closing a cycle from the screen shows its progress and the invoices it produced', async ({
    page,
  }) => {
    const { headers, get } = await energyApi(page);
    // The demo's ended month: every UC has its bill, so it may close now.
    const open = await endedOpenCycle(await operatorApi(page.request));
    const plant = (await get('/plants/?page_size=5&ordering=id')).results[0];
    const units = (await get(`/plants/${plant.id}/allocation-context/`)).units.slice(0, 4);
    const bills = units.map(
      (u: { installation_number: string }) => `${u.installation_number};${open.cycle};280`,
    );
    const imported = await page.request.post('/api/energy/bills/import/', {
      headers,
      data: { file_name: 'faturas.csv', content: `uc;mes_referencia;consumo_kwh\n${bills.join('\n')}\n` },
    });
    expect(imported.ok()).toBe(true);

    await signIn(page, DEMO.energia, '/financeiro/visao-geral');
    await page.getByRole('link', { name: 'Fechar ciclo' }).click();
    await expect(page).toHaveURL(/\/creditos\/ciclos$/);
    const row = page.locator(`[role="row"][data-id="${open.id}"]`);
    await expect(row).toContainText('Aberto');
    await row.getByRole('button', { name: 'Fechar ciclo' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Fechar o ciclo de ${monthLabel(open.cycle)}?`);
    await dialog.getByRole('button', { name: 'Fechar ciclo' }).click();

    const panel = page.getByTestId('cycle-close-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('progressbar')).toBeVisible();
    await expect(panel).toContainText(/faturas? emitidas?, total de/, { timeout: 60_000 });
    await expect(panel.getByTestId('cycle-close-percent')).toHaveText('100%');
    await expect(row).toContainText('Fechado');

    const summary = await get(`/cycles/${open.id}/invoices/`);
    expect(summary.count).toBeGreaterThan(0);
    const total = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(
      summary.total_centavos / 100,
    );
    expect(plain(await panel.innerText())).toContain(plain(total));
    expect(plain(await panel.innerText())).toContain(`${summary.count} fatura`);
    await panel.getByRole('link', { name: 'Ver faturas' }).click();
    await expect(page).toHaveURL(new RegExp(`/financeiro/faturas\\?cycle=${open.cycle}$`));
  });
});
