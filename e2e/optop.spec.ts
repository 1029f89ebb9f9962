import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  scripts,
  startFakeModelServer,
  type FakeModelServer,
} from '../apps/server/test/fake-model-server.ts';
import { apiSession, DEMO, signIn } from './support.ts';

/**
 * The agent page against the shared server: first with no model (the offline router answers from the demo
 * data), then with a stand-in OpenAI-compatible provider configured through the admin settings API and
 * removed again at the end, since other files use the same server.
 */
let model: FakeModelServer;
test.beforeAll(async () => {
  model = await startFakeModelServer();
});
test.afterAll(async () => {
  await model?.close();
});

test('the agent answers offline from the demo data, then streams a model answer with an approved tool call', async ({
  page,
  request,
}) => {
  const admin = await apiSession(request, DEMO.admin);
  const settings = (data: unknown) => request.put('/api/optop/settings/', { headers: admin.headers, data });
  expect((await settings({ provider: null })).ok()).toBe(true);
  try {
    await signIn(page, DEMO.admin, '/optop/agent');
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    const question = page.getByLabel('Sua pergunta');
    const thread = page.getByRole('log');

    await page.getByRole('button', { name: 'Quanto gerou a usina Pampulha em março?' }).click();
    await expect(thread.getByText(/Usina Solar Pampulha\s+gerou/)).toBeVisible();
    await expect(thread.getByTestId('tool-call').first()).toContainText('Concluída');

    await question.fill('faturas vencidas');
    await question.press('Enter');
    await expect(thread.getByText(/faturas vencidas\. As mais antigas/)).toBeVisible();

    // Editing a past question answers it on a new branch; the old one stays a click away.
    await thread.getByRole('button', { name: 'Editar pergunta' }).last().click();
    const editor = thread.getByRole('textbox', { name: 'Editar pergunta' });
    await editor.fill('oi');
    await editor.press('Enter');
    await expect(thread.getByText(/Sem um modelo configurado, entendo/)).toBeVisible();
    await expect(thread.getByText(/faturas vencidas\. As mais antigas/)).toHaveCount(0);
    await thread
      .getByRole('group', { name: 'Versão 2 de 2' })
      .getByRole('button', { name: 'Versão anterior' })
      .click();
    await expect(thread.getByText(/faturas vencidas\. As mais antigas/)).toBeVisible();
    await expect(thread.getByRole('group', { name: 'Versão 1 de 2' })).toBeVisible();

    // The branch shown downloads as Markdown.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar (Markdown)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^optop-\d+\.md$/);
    const markdown = await readFile(await file.path(), 'utf8');
    expect(markdown).toMatch(/### Você · .+\n\nfaturas vencidas/);
    expect(markdown).not.toContain('Sem um modelo configurado');

    await question.fill('rode SmaCross em PETR4');
    await question.press('Enter');
    await expect(thread.getByText('Esta ação altera dados e precisa da sua aprovação.')).toBeVisible();
    await thread.getByRole('button', { name: 'Aprovar' }).click();
    // The answer says it; the call's details, closing once it is approved, said it too.
    await expect(thread.getByText(/em PETR4 está na fila/).last()).toBeVisible();

    // A model configured by the administrator: the answer streams, then waits for approval.
    const configured = await settings({
      provider: 'openai',
      base_url: `${model.url}/v1`,
      model: 'fake-large',
    });
    expect(configured.ok()).toBe(true);
    const intro = scripts.openai.text(['Vou ', 'rodar ', 'o backtest ', 'agora.']).pieces!.slice(0, 4);
    const call = scripts.openai.tools([
      {
        id: 'call_e2e',
        name: 'run_backtest',
        args: ['{"strategy": "SmaCross", ', '"symbol": "VALE3", "from": "2022-01-03"}'],
      },
    ]);
    model.script(
      { pieces: [...intro, ...call.pieces!], delayMs: 250 },
      scripts.openai.text(['Backtest ', 'na fila.']),
    );
    await page.getByRole('button', { name: 'Nova conversa' }).click();
    // The new conversation is in the URL before the reload, or the reload reopens the last one.
    await expect(page).not.toHaveURL(/[?&]c=/);
    await page.reload();
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
    await question.fill('Rode SmaCross em VALE3 desde 2022');
    await question.press('Enter');
    await expect(page.getByRole('button', { name: 'Parar' })).toBeVisible();
    await expect(thread.getByText('Vou rodar', { exact: false })).toBeVisible();
    await expect(thread.getByText('Vou rodar o backtest agora.')).toBeVisible();
    await expect(thread.getByRole('button', { name: 'Aprovar' })).toBeVisible();
    await thread.getByRole('button', { name: 'Aprovar' }).click();
    await expect(thread.getByText('Backtest na fila.')).toBeVisible();
    await expect(thread.getByTestId('tool-call')).toContainText('Concluída');
    await expect(thread.getByText(/12 tokens de entrada/).first()).toBeVisible();

    // What it cost, for the administrator: the model's answers counted for today.
    await page.getByRole('link', { name: 'Uso', exact: true }).click();
    await expect(page.locator('[data-usage-row]').filter({ hasText: 'fake-large' }).first()).toBeVisible();
    await expect(page.locator('[data-usage-totals]')).toContainText('Total');
  } finally {
    await settings({ provider: null });
  }
});
