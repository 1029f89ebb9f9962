import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImportRecord } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { renderInApp, signIn } from '@/test/render.tsx';
import ImportsPage from './imports-page.tsx';

vi.mock('@/shared/api/client.ts', async (original) => ({ ...(await original<object>()), api: vi.fn() }));

const record = (id: number, kind: ImportRecord['kind'], file_name: string): ImportRecord => ({
  id,
  kind,
  file_name,
  rows: 1234,
  user_id: 1,
  source_id: null,
  created_at: '2026-11-02T10:00:00.000Z',
});
// The history's first page holds another file: the one the address opens is on a later page.
const listed = record(90, 'GERACAO', 'inversor-novembro.csv');
const opened = record(12, 'FATURAS', 'faturas-outubro.csv');

beforeAll(async () => {
  await loadNamespace('energy');
  vi.mocked(api).mockImplementation(async (path: string) => {
    if (path === '/energy/imports/') return { count: 30, next: '?page=2', previous: null, results: [listed] };
    if (path === '/energy/imports/12/') return opened;
    if (path === '/energy/imports/90/') return listed;
    throw new Error(`unexpected ${path}`);
  });
});

describe('the imports page opened on a file', () => {
  it('shows the file of the address on its kind’s tab, though the history page lacks it; closing it leaves the address', async () => {
    signIn({ id: 1, role: 'admin' }, [{ action: 'manage', subject: 'all' }]);
    const { router } = renderInApp(<ImportsPage />, { path: '/?import=12' });
    const panel = await screen.findByRole('dialog', { name: 'Importação' });
    expect(await within(panel).findByText('faturas-outubro.csv')).toBeTruthy();
    expect(within(panel).getByText('Faturas da distribuidora')).toBeTruthy();
    expect(within(panel).getByText('1.234')).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getByRole('tab', { name: 'Faturas da distribuidora (CSV ou JSON)', hidden: true })
          .ariaSelected,
      ).toBe('true'),
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Fechar' }));
    // The tab stays the file's.
    await waitFor(() => expect(router.state.location.search).toBe('?tipo=bills'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('tab', { name: 'Faturas da distribuidora (CSV ou JSON)' }).ariaSelected).toBe(
      'true',
    );
  });

  it('highlights the file of the address when the history page shows it', async () => {
    signIn({ id: 1, role: 'admin' }, [{ action: 'manage', subject: 'all' }]);
    renderInApp(<ImportsPage />, { path: '/?import=90' });
    await screen.findByRole('dialog', { name: 'Importação' });
    await waitFor(() =>
      expect(document.querySelector('.MuiDataGrid-row[data-id="90"]')?.className).toMatch(/Mui-selected/),
    );
  });
});
