import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Report } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { renderInApp, signIn } from '@/test/render.tsx';
import ReportsOverviewPage from './reports-overview-page.tsx';

vi.mock('@/shared/api/client.ts', async (original) => ({ ...(await original<object>()), api: vi.fn() }));

const report = (id: number, type: Report['type']): Report => ({
  id,
  type,
  format: 'xlsx',
  params: {},
  param_names: {},
  status: 'done',
  error: null,
  error_message: null,
  requested_by: 1,
  requested_by_name: 'Olívia Operadora',
  schedule_id: null,
  filename: `${type}-${id}.xlsx`,
  size: 1000,
  sent_to: null,
  sent_at: null,
  created_at: '2026-11-02T10:00:00.000Z',
  finished_at: '2026-11-02T10:00:05.000Z',
});
// The history's first page holds another report: the one the address opens is on a later page.
const listed = report(90, 'financeiro');
const opened = report(12, 'regulatorio');

beforeAll(async () => {
  await loadNamespace('energy');
  vi.mocked(api).mockImplementation(async (path: string) => {
    if (path === '/energy/summary/reports/')
      return {
        month: '2026-11',
        generated_this_month: 2,
        scheduled: 0,
        failed: 0,
        last_sent_to_customers_at: null,
        options: { plants: [], distributors: [] },
      };
    if (path === '/energy/reports/') return { count: 30, next: '?page=2', previous: null, results: [listed] };
    if (path === '/energy/reports/12/') return opened;
    if (path.startsWith('/energy/reports/')) throw new ApiRequestError('Not found', 404);
    return { count: 0, next: null, previous: null, results: [] };
  });
});

describe('the reports page opened on a report', () => {
  it('shows the report of the address with its download, though the history page lacks it; closing it leaves the address', async () => {
    signIn({ id: 1, role: 'admin' }, [{ action: 'manage', subject: 'all' }]);
    const { router } = renderInApp(<ReportsOverviewPage />, { path: '/?report=12&page=1' });
    const panel = await screen.findByRole('dialog', { name: 'Relatório' });
    expect(await within(panel).findByText('Regulatório')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Baixar Regulatório' })).toBeTruthy();
    expect(within(panel).getByText('Pronto')).toBeTruthy();
    expect(vi.mocked(api)).toHaveBeenCalledWith('/energy/reports/12/');
    fireEvent.click(within(panel).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=1'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Back opens it again.
    await router.navigate(-1);
    expect(await screen.findByRole('dialog', { name: 'Relatório' })).toBeTruthy();
  });

  it('says so when the report of the address does not exist', async () => {
    signIn({ id: 1, role: 'admin' }, [{ action: 'manage', subject: 'all' }]);
    renderInApp(<ReportsOverviewPage />, { path: '/?report=404' });
    const panel = await screen.findByRole('dialog', { name: 'Relatório' });
    expect(await within(panel).findByText(/Este relatório não existe/)).toBeTruthy();
  });
});
