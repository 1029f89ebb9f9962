import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@/shared/api/client.ts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { renderInApp, signIn } from '@/test/render.tsx';
import { distributor } from './record-fixtures.ts';
import { ReferencesSection } from './references-section.tsx';

vi.mock('@/shared/api/client.ts', async (original) => ({ ...(await original<object>()), api: vi.fn() }));

const tariff = {
  id: 9,
  version: 1,
  distributor_id: 4,
  subgroup: 'B1',
  valid_from: '2025-05-28',
  te_micros: 300_000,
  tusd_micros: 450_000,
  fio_b_micros: 220_000,
  fio_a_micros: 0,
  charges_micros: 0,
  resolution: 'REH 3.450',
};
const history = [
  {
    id: 1,
    action: 'update',
    created_at: '2026-01-05T12:00:00Z',
    actor: { id: 1, email: 'ana@alvorada.dev', full_name: 'Ana' },
    before: { te_micros: 290_000 },
    after: { te_micros: 300_000 },
  },
];
const inactive = { ...distributor, id: 5, acronym: 'ENEL-SP', name: 'Enel São Paulo', status: 'INATIVA' };
const pageOf = (rows: object[], count = rows.length) => ({
  count,
  next: null,
  previous: null,
  results: rows,
});

beforeAll(async () => {
  await loadNamespace('energy');
  vi.mocked(api).mockImplementation(async (path: string) => {
    if (path === '/energy/distributors/') return pageOf([distributor, inactive], 31);
    if (path === '/energy/distributors/4/') return distributor;
    if (path === '/energy/distributors/5/') return inactive;
    if (path === '/energy/tariffs/') return pageOf([tariff]);
    if (path === '/energy/tariffs/9/history/') return history;
    throw new Error(path);
  });
});

const queries = (path: string) =>
  vi
    .mocked(api)
    .mock.calls.filter(([called]) => called === path)
    .map(([, init]) => (init as { query: Record<string, unknown> }).query);

describe('distributors and tariffs', () => {
  it('pages and sorts on the server from the address, each grid under its own names', async () => {
    signIn({ id: 1, role: 'admin' }, [{ action: 'manage', subject: 'all' }]);
    const { router } = renderInApp(<ReferencesSection />, {
      path: '/?distribuidora=4&distribuidoras_page=2&tarifas_ordering=subgroup',
    });
    expect(await screen.findByText('Cemig Distribuição')).toBeTruthy();
    expect(queries('/energy/distributors/').at(-1)).toEqual({ page: 2, page_size: 10 });
    await waitFor(() =>
      expect(queries('/energy/tariffs/').at(-1)).toEqual({
        distributor_id: 4,
        ordering: 'subgroup',
        page: 1,
        page_size: 10,
      }),
    );
    expect(screen.getByText('11–20 de 31')).toBeTruthy();
    const tariffs = screen.getByTestId('tariffs');
    fireEvent.click(within(tariffs).getByRole('columnheader', { name: /Vigente desde/ }));
    await waitFor(() => expect(router.state.location.search).toContain('tarifas_ordering=valid_from'));
    expect(router.state.location.search).toContain('distribuidoras_page=2');
    expect(within(tariffs).getByRole('button', { name: 'Exportar XLSX' })).toBeTruthy();
  });

  it('opens a tariff’s history with its fields written as its form writes them', async () => {
    signIn({ id: 1, role: 'admin' }, [{ action: 'manage', subject: 'all' }]);
    renderInApp(<ReferencesSection />, { path: '/?distribuidora=4' });
    const tariffs = await screen.findByTestId('tariffs');
    fireEvent.click(await within(tariffs).findByRole('button', { name: 'Histórico' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/R\$ 0\.29\/kWh/)).toBeTruthy();
    expect(within(dialog).getByText(/CEMIG-D B1/)).toBeTruthy();
  });

  it('shows each distributor’s status and deactivates an active one after a confirmation, on the version read', async () => {
    signIn({ id: 1, role: 'admin' }, [{ action: 'manage', subject: 'all' }]);
    renderInApp(<ReferencesSection />, { path: '/' });
    expect(await screen.findByText('Inativa')).toBeTruthy();
    expect(screen.getByText('Ativa')).toBeTruthy();
    // Only the active one offers it.
    const [deactivate, ...others] = screen.getAllByRole('button', { name: 'Desativar' });
    expect(others).toEqual([]);
    fireEvent.click(deactivate!);
    const dialog = await screen.findByRole('dialog', { name: 'Desativar CEMIG-D?' });
    expect(within(dialog).getByText(/deixa de ser oferecida para novas UCs, usinas e tarifas/)).toBeTruthy();
    expect(
      vi.mocked(api).mock.calls.some(([, init]) => (init as { method?: string })?.method === 'PATCH'),
    ).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desativar' }));
    await waitFor(() =>
      expect(vi.mocked(api)).toHaveBeenCalledWith('/energy/distributors/4/', {
        method: 'PATCH',
        body: { status: 'INATIVA', version: 7 },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no new tariff of an inactive distributor', async () => {
    signIn({ id: 1, role: 'admin' }, [{ action: 'manage', subject: 'all' }]);
    renderInApp(<ReferencesSection />, { path: '/?distribuidora=5' });
    expect(await within(await screen.findByTestId('tariffs')).findByText(/Tarifas da ENEL-SP/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nova distribuidora' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nova tarifa' })).toBeNull();
  });

  it('offers no deactivation to a reader who may not change Geração', async () => {
    signIn({ id: 2, role: 'leitor' }, [{ action: 'read', subject: 'Geracao' }]);
    renderInApp(<ReferencesSection />, { path: '/' });
    expect(await screen.findByText('Inativa')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Desativar' })).toBeNull();
  });
});
