import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobRecord } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { renderInApp } from '@/test/render.tsx';
import { JobsView } from './jobs-view.tsx';

vi.mock(import('@/shared/api/client.ts'), async (original) => ({ ...(await original()), api: vi.fn() }));

const FAILED: JobRecord = {
  kind: 'energy.report',
  id: 7,
  state: 'failed',
  subject: 'financeiro',
  owner: 'Olga Operadora',
  created_at: '2026-03-01T12:00:00.000Z',
  started_at: '2026-03-01T12:00:00.000Z',
  finished_at: '2026-03-01T12:00:01.500Z',
  duration_ms: 1500,
  reason: 'Falhou: sem dados no período',
  link: '/relatorios/visao-geral',
  retryable: true,
};
const DONE: JobRecord = {
  ...FAILED,
  kind: 'trading.backtest',
  id: 3,
  state: 'done',
  reason: null,
  retryable: false,
};

beforeAll(() => loadNamespace('development'));

describe('the jobs view', () => {
  it('sends a failed job to its record’s page to be retried, and filters by kind through the API', async () => {
    vi.mocked(api).mockResolvedValue({ count: 2, next: null, previous: null, results: [FAILED, DONE] });
    renderInApp(<JobsView />, { route: { path: '/' } });
    const failed = (await screen.findByText('Relatório de energia')).closest('tr')!;
    expect(within(failed).getByText('Falhou: sem dados no período')).toBeTruthy();
    expect(
      within(failed)
        .getByRole('link', { name: /Tentar de novo/ })
        .getAttribute('href'),
    ).toBe('/relatorios/visao-geral');
    const done = screen.getByText('Backtest').closest('tr')!;
    expect(within(done).getByRole('link', { name: /Abrir/ })).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tipo' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Backtest' }));
    await vi.waitFor(() =>
      expect(vi.mocked(api)).toHaveBeenLastCalledWith('/development/jobs/', {
        query: { kind: 'trading.backtest', page: 1, page_size: 10 },
      }),
    );
  });
});
