import { expect, test, type Locator } from '@playwright/test';
import { DEMO, apiSession, signIn } from './support.ts';

/** Chooses `option` in the MUI select labelled `label` inside `scope`. */
async function choose(scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

test.describe('Developer tools: test collections, exceptions', () => {
  test('a developer builds a collection of 3 requests with assertions, runs it as themself, and the failing request opens in the explorer; the exceptions view groups a provoked 500', async ({
    page,
  }) => {
    await signIn(page, DEMO.dev, '/development/tests');
    await expect(page.getByRole('heading', { level: 1, name: 'Testes' })).toBeVisible();
    await expect(page.locator('[data-collection="Fluxos principais da demo"]')).toBeVisible();

    await page.getByRole('button', { name: 'Nova coleção' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova coleção de testes' });
    await dialog.getByLabel(/^Nome\s*\*?$/).fill('Perfil, energia e e-mail capturado');

    const first = dialog.locator('[data-request="0"]');
    await first.getByLabel('Nome da requisição').fill('Perfil');
    await first.getByLabel('Caminho').fill('{{base}}/auth/current_profile/');
    await first.getByLabel('Capturas').fill('email=$.email');

    await dialog.getByRole('button', { name: 'Adicionar requisição' }).click();
    const second = dialog.locator('[data-request="1"]');
    await second.getByLabel('Nome da requisição').fill('Usinas');
    await second.getByLabel('Caminho').fill('{{base}}/energy/plants/');

    await dialog.getByRole('button', { name: 'Adicionar requisição' }).click();
    const third = dialog.locator('[data-request="2"]');
    await third.getByLabel('Nome da requisição').fill('E-mail capturado');
    await third.getByLabel('Caminho').fill('{{base}}/auth/current_profile/');
    await third.getByRole('button', { name: 'Adicionar asserção' }).click();
    const equals = third.locator('[data-assertion="1"]');
    await choose(equals, 'Asserção', 'igual a');
    await equals.getByLabel('Caminho JSON').fill('$.email');
    await equals.getByLabel('Valor esperado').fill('{{email}}');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog).toBeHidden();

    const row = page.locator('[data-collection="Perfil, energia e e-mail capturado"]');
    await expect(row).toContainText('3 requisições');
    await row.getByRole('button', { name: 'Executar' }).click();
    // The developer may not read energy: that request fails with what it got, the other two pass.
    await expect(row).toContainText('2 ok, 1 com falha');
    const results = page.getByRole('table', { name: 'Resultados por requisição' });
    await expect(results.locator('[data-step="0"]')).toHaveAttribute('data-passed', 'true');
    await expect(results.locator('[data-step="2"]')).toHaveAttribute('data-passed', 'true');
    const failed = results.locator('[data-step="1"]');
    await expect(failed).toHaveAttribute('data-passed', 'false');
    await expect(failed.locator('[data-failed-assertion]')).toHaveText('status igual a 200 — recebido: 403');

    await failed.getByRole('link', { name: 'Abrir no explorador' }).click();
    await expect(page).toHaveURL(/\/development\/api-debug\?request=/);
    const drawer = page.getByRole('region', { name: 'Detalhes da requisição' });
    await expect(drawer).toContainText('/api/energy/plants/');
    await expect(drawer).toContainText('403');
    await page.keyboard.press('Escape');

    // One 500 asked for over the API, one from the view's button: one group of two, each request a link.
    const { headers } = await apiSession(page.request, DEMO.dev);
    const provoked = await page.request.post('/api/development/exceptions/provoke/', { headers });
    expect(provoked.status()).toBe(500);
    await page.getByRole('tab', { name: 'Exceções' }).click();
    await page.getByRole('button', { name: 'Provocar um erro 500' }).click();
    const group = page.locator('[data-route="/api/development/exceptions/provoke/"]');
    await expect(group.locator('[data-count]')).toHaveAttribute('data-count', '2');
    await expect(group).toContainText('Error: Provoked failure');
    const requestId = (await provoked.json()).request_id as string;
    await group.getByRole('link', { name: `Abrir a requisição ${requestId} no explorador` }).click();
    await expect(drawer).toContainText('500');

    await page.goto('/development/api-debug?tab=jobs');
    await expect(page.locator('[data-job="development.test-run"]').first()).toContainText('Concluído');
  });
});
