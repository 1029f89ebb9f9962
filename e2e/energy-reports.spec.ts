import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { customerSchedule } from '@alvorada/contracts/test/samples';
import { overviewChecks } from './overview-checks.ts';
import { apiSession, DEMO, kpiValue, signIn } from './support.ts';

const PAGE = '/relatorios/visao-geral';

test.describe('reports overview', () => {
  test('generates a PDF from the catalogue, follows it to "pronto" live and downloads a valid PDF', async ({
    page,
  }) => {
    await signIn(page, DEMO.energia, PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Relatórios' })).toBeVisible();
    await expect(kpiValue(page, 'Gerados no mês')).not.toBeEmpty();
    await expect(page.locator('[data-report-type]')).toHaveCount(8);

    await page.getByRole('button', { name: 'Gerar: Geração mensal por usina' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Formato')).toContainText('PDF');
    const requested = page.waitForResponse(
      (r) => r.url().endsWith('/api/energy/reports/') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Gerar relatório' }).click();
    const report = await (await requested).json();
    expect(report.status).toBe('queued');
    await expect(page.getByRole('status')).toContainText('Relatório na fila');

    // The history is read again only when a realtime message says the report moved: no reload, no polling.
    const row = page.getByRole('row').filter({ hasText: 'Geração mensal por usina' }).first();
    await expect(row.locator('[data-report-status]')).toHaveAttribute('data-report-status', 'done');
    await expect(row).toContainText('Pronto');

    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Baixar Geração mensal por usina' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe(`geracao-mensal-${report.id}.pdf`);
    const path = test.info().outputPath('report.pdf');
    await file.saveAs(path);
    const bytes = readFileSync(path);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(1);
  });

  test('shows a failed report with its reason, and generates it again on retry', async ({ page }) => {
    const { headers } = await apiSession(page.request, DEMO.energia);
    const customers = await (
      await page.request.get('/api/energy/customers/?page_size=5', { headers })
    ).json();
    const failed = await (
      await page.request.post('/api/energy/reports/', {
        headers,
        data: {
          type: 'demonstrativo_economia',
          format: 'pdf',
          params: { month: '2019-01', customer_id: customers.results[0].id },
        },
      })
    ).json();
    await signIn(page, DEMO.energia, `${PAGE}?status=failed`);
    await expect(page.locator(`[data-report-failure="${failed.id}"]`)).toContainText(
      'Não há faturas de 2019-01',
    );
    const retry = page.waitForResponse((r) => r.url().endsWith(`/api/energy/reports/${failed.id}/retry/`));
    await page.getByRole('button', { name: 'Gerar de novo: Demonstrativo de economia' }).first().click();
    expect((await retry).status()).toBe(202);
  });

  test('deletes a report after confirmation', async ({ page }) => {
    const { headers } = await apiSession(page.request, DEMO.energia);
    const created = await (
      await page.request.post('/api/energy/reports/', {
        headers,
        data: { type: 'regulatorio', format: 'xlsx', params: {} },
      })
    ).json();
    await signIn(page, DEMO.energia, `${PAGE}?type=regulatorio`);
    const row = page.getByRole('row').filter({ hasText: 'Regulatório' }).first();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Excluir: Regulatório' }).click();
    const removed = page.waitForResponse((r) => r.url().endsWith(`/api/energy/reports/${created.id}/`));
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    expect((await removed).status()).toBe(204);
    await expect(page.getByRole('status')).toContainText('Relatório excluído');
  });

  test('names the customer a schedule is about, and pauses it', async ({ page }) => {
    const { headers } = await apiSession(page.request, DEMO.energia);
    const customer = (
      await (await page.request.get('/api/energy/customers/?page_size=5', { headers })).json()
    ).results[0];
    const created = await (
      await page.request.post('/api/energy/report-schedules/', {
        headers,
        data: customerSchedule(customer.id),
      })
    ).json();
    await signIn(page, DEMO.energia, PAGE);
    const item = page.getByRole('listitem').filter({ hasText: `Cliente: ${customer.name}` });
    await expect(item).toContainText('Todo dia 5 às 08 h');
    const paused = page.waitForResponse((r) =>
      r.url().endsWith(`/api/energy/report-schedules/${created.id}/`),
    );
    await item.getByRole('switch', { name: 'Pausar: Demonstrativo de economia' }).click();
    expect((await paused).status()).toBe(200);
    await expect(item).toContainText(`Cliente: ${customer.name} · Pausado`);
    await page.request.delete(`/api/energy/report-schedules/${created.id}/`, { headers });
  });

  overviewChecks({
    path: PAGE,
    summary: '/api/energy/summary/reports/',
    subject: 'Relatorio',
    kpi: 'Com falha',
    definition: 'Relatórios que terminaram com falha neste mês',
    ready: '[data-report-type]',
  });
});
