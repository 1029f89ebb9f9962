import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '@/shared/i18n/i18n.ts';
import { energyKeys } from '@/shared/api/query-keys.ts';
import { renderInApp } from '@/test/render.tsx';
import { ServerDataGrid } from './server-data-grid.tsx';
import { useServerGrid } from './use-server-grid.ts';

const CYCLES = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `Ciclo ${i + 1}` }));

/**
 * A server list as the pages build one, over 25 rows answered a tick later. The query keeps no previous page,
 * so the count is unknown while the next page loads.
 */
function CycleList() {
  const grid = useServerGrid();
  const { page, page_size } = grid.query;
  const list = useQuery({
    queryKey: energyKeys.cycles({ page, page_size }),
    queryFn: async () => {
      await new Promise((resolve) => setTimeout(resolve));
      return { count: CYCLES.length, results: CYCLES.slice((page - 1) * page_size, page * page_size) };
    },
  });
  return (
    <ServerDataGrid
      grid={grid}
      rows={list.data?.results ?? []}
      rowCount={list.data?.count ?? 0}
      loading={list.isLoading}
      columns={[{ field: 'name', headerName: 'Nome', sortable: true }]}
      disableVirtualization
    />
  );
}

/** Lets the timers a render started run: the grid's own page changes wait a tick. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve)));

const shown = () => screen.queryAllByRole('gridcell').map((cell) => cell.textContent);

describe('ServerDataGrid', () => {
  it('shows the page a link opens, moves on and back with the URL, and stays there once loaded', async () => {
    const { router } = renderInApp(<CycleList />, { path: '/creditos/ciclos?page=2' });
    await screen.findByText('Ciclo 11');
    expect(shown()).toEqual(CYCLES.slice(10, 20).map((c) => c.name));
    expect(screen.getByText('11–20 de 25')).toBeTruthy();
    await settle();
    expect(router.state.location.search).toBe('?page=2');

    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await screen.findByText('Ciclo 21');
    expect(shown()).toEqual(CYCLES.slice(20).map((c) => c.name));
    await settle();
    expect(router.state.location.search).toBe('?page=3');

    await act(() => router.navigate(-1));
    await screen.findByText('Ciclo 11');
    await settle();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByText('11–20 de 25')).toBeTruthy();
  });

  it('keeps the page when the list is sorted by a link and goes to the first page on a new sort', async () => {
    const { router } = renderInApp(<CycleList />, { path: '/creditos/ciclos?ordering=name&page=3' });
    await screen.findByText('Ciclo 21');
    await settle();
    expect(router.state.location.search).toBe('?ordering=name&page=3');

    await userEvent.click(screen.getByRole('columnheader', { name: /Nome/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?ordering=-name'));
    await screen.findByText('Ciclo 1');
  });
});
