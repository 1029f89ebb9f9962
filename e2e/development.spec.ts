import { expect, test } from '@playwright/test';
import { DEMO, PASSWORD, apiSession, mainNav, signIn } from './support.ts';

test.describe('Developer tools', () => {
  test('another user’s request shows in the explorer with its SQL and log lines but not its bodies, the developer’s own with its bodies redacted; logs tail live and lead to their request; checks run', async ({
    page,
    context,
  }) => {
    await signIn(page, DEMO.dev, '/development/api-debug');
    await expect(page.getByRole('heading', { level: 1, name: 'Depuração da API' })).toBeVisible();

    const other = await context.newPage();
    await other.goto('/api/health');
    // Someone else signs in: the explorer shows that request's headers, SQL and log lines, not its bodies.
    const login = await other.request.post('/api/auth/login/', {
      data: { email: DEMO.usuario, password: PASSWORD },
      headers: { 'x-document': 'cpf 123.456.789-09' },
    });
    expect(login.ok()).toBe(true);
    const drawer = page.getByRole('region', { name: 'Detalhes da requisição' });
    // The id the server gave a request, answered in X-Request-Id, finds it among the others.
    const open = async (requestId: string) => {
      await page.getByLabel('Buscar por caminho, ID ou usuário').fill(requestId);
      const row = page.getByRole('row').filter({ hasText: requestId });
      await expect(row).toBeVisible();
      await row.click();
    };
    await open(login.headers()['x-request-id']!);
    await expect(drawer.locator('[data-bodies-hidden]')).toContainText(
      'Os corpos desta requisição ficam ocultos',
    );
    await expect(drawer).not.toContainText(PASSWORD);
    await expect(drawer).not.toContainText('123.456.789-09');
    await expect(drawer.locator('[data-statement]').first()).toBeVisible();
    await expect(drawer.locator('[data-log-line]').first()).toContainText('request completed');
    await page.keyboard.press('Escape');

    // The developer's own request shows its bodies, redacted.
    const dev = await apiSession(other.request, DEMO.dev);
    const own = await other.request.post('/api/auth/change_password/', {
      headers: dev.headers,
      data: { current_password: 'Errada-2031', new_password: 'Ensolarado#2031' },
    });
    expect(own.status()).toBe(400);
    await open(own.headers()['x-request-id']!);
    await expect(drawer.getByLabel('Corpo da requisição')).toContainText('"current_password": "[redacted]"');
    await expect(drawer.getByLabel('Corpo da resposta')).toContainText('"code": "wrong_current_password"');
    await expect(drawer).not.toContainText('Errada-2031');
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Referência da API' }).click();
    await page.getByLabel('Filtrar rotas').fill('/api/health');
    await page.locator('[data-operation="GET /api/health"]').click();
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.locator('[data-try-result]')).toContainText('"status": "ok"');
    await expect(page.locator('[data-try-result]')).toContainText('200');

    await page.goto('/development/logs');
    await expect(page.getByRole('heading', { level: 1, name: 'Logs do Sistema' })).toBeVisible();
    // A line written once the tail is held arrives live: the request is made again until one of its lines shows,
    // however long the tail takes to be held.
    await expect(page.getByRole('status')).toContainText('Ao vivo');
    const line = page.locator('[data-log-line]').filter({ hasText: '/api/health?from=e2e-tail' }).first();
    await expect(async () => {
      await other.request.get('/api/health?from=e2e-tail');
      await expect(line).toBeVisible({ timeout: 2000 });
    }).toPass();
    await line.getByRole('link', { name: 'Ver requisição' }).click();
    await expect(page.getByRole('region', { name: 'Detalhes da requisição' })).toContainText(
      '/api/health?from=e2e-tail',
    );

    await page.goto('/development/performance');
    await expect(page.locator('[data-kpi="p95"] [data-kpi-value]')).toContainText('ms');
    // The slowest routes come first: which ones they are depends on the machine, that they are listed does not.
    await expect(page.getByRole('table', { name: 'Rota' }).getByRole('row').nth(1)).toContainText(
      /(GET|POST|PATCH|PUT|DELETE) \/api\/.* ms/,
    );

    await page.goto('/development/tests?tab=diagnostics');
    await page.getByRole('button', { name: 'Executar verificações' }).click();
    await expect(page.locator('[data-check="database"]')).toHaveAttribute('data-outcome', 'pass');
    await expect(page.locator('[data-check="redis"]')).toContainText('não configurado');
    await expect(page.getByRole('table', { name: 'Benchmark' })).toContainText('health_req_per_s');
  });

  test('a Usuário sees no Desenvolvimento menu and gets 403 from the developer endpoints', async ({
    page,
  }) => {
    await signIn(page, DEMO.usuario);
    await expect(mainNav(page)).toBeVisible();
    await expect(mainNav(page).getByText('Desenvolvimento')).toHaveCount(0);
    const { headers } = await apiSession(page.request, DEMO.usuario);
    for (const path of [
      '/api/development/requests/',
      '/api/development/logs/',
      '/api/development/performance/',
    ])
      expect((await page.request.get(path, { headers })).status()).toBe(403);
    await page.goto('/development/logs');
    await expect(page).toHaveURL(/not-authorized/);
  });
});
