import { useState, type ReactNode } from 'react';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useServerGrid } from './use-server-grid.ts';

/** A router that shows `children` on whatever page `url` leads to. */
function Pages({ url, children }: { url: string; children: ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: children }], { initialEntries: [url] }),
  );
  return <RouterProvider router={router} />;
}

/** The hook on a page opened at `url`, with the page's current query string beside it. */
function open(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <Pages url={url}>{children}</Pages>;
  return renderHook(
    () => ({
      grid: useServerGrid(['role', 'status'] as const),
      search: useLocation().search,
      navigate: useNavigate(),
    }),
    { wrapper },
  );
}

describe('useServerGrid', () => {
  it('restores search, filters, sort, page and page size from a shared link', () => {
    const { result } = open('/users?search=ana&role=Admin&ordering=-created_at&page=3&page_size=25&tab=x');
    const { grid } = result.current;
    expect(grid.query).toEqual({
      role: 'Admin',
      search: 'ana',
      ordering: '-created_at',
      page: 3,
      page_size: 25,
    });
    expect(grid.searchInput).toBe('ana');
    expect(grid.sortModel).toEqual([{ field: 'created_at', sort: 'desc' }]);
    expect(grid.paginationModel).toEqual({ page: 2, pageSize: 25 });
    expect(grid.filtered).toBe(true);
  });

  it('hands the grid the same pagination and sort models while the URL holds the same values', () => {
    const { result, rerender } = open('/users?ordering=-created_at&page=3');
    const { paginationModel, sortModel } = result.current.grid;
    rerender();
    expect(result.current.grid.paginationModel).toBe(paginationModel);
    expect(result.current.grid.sortModel).toBe(sortModel);
    act(() => result.current.grid.setFilter('status', 'active'));
    expect(result.current.grid.sortModel).toBe(sortModel);
    expect(result.current.grid.paginationModel).toEqual({ page: 0, pageSize: 10 });
  });

  it('keeps two lists of one page apart by the prefix of their parameters', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Pages url="/feed?page=2&runs_page=3&runs_status=ok">{children}</Pages>
    );
    const { result } = renderHook(
      () => ({
        feed: useServerGrid(),
        runs: useServerGrid(['status'] as const, { prefix: 'runs_' }),
        search: useLocation().search,
      }),
      { wrapper },
    );
    expect(result.current.feed.query).toEqual({ page: 2, page_size: 10 });
    expect(result.current.runs.query).toEqual({ status: 'ok', page: 3, page_size: 10 });
    act(() => result.current.runs.setFilter('status', 'error'));
    expect(result.current.search).toBe('?page=2&runs_status=error');
    act(() => result.current.runs.setPaginationModel({ page: 1, pageSize: 10 }));
    expect(result.current.search).toBe('?page=2&runs_status=error&runs_page=2');
  });

  it('falls back to the first page and the default size on values the spec does not offer', () => {
    const { result } = open('/users?page=-2&page_size=7');
    expect(result.current.grid.query).toMatchObject({ page: 1, page_size: 10 });
    expect(result.current.grid.filtered).toBe(false);
  });

  it('writes a filter, a sort or a page size to the URL and starts again on the first page', () => {
    const { result } = open('/users?page=4&tab=x');
    act(() => result.current.grid.setFilter('status', 'active'));
    expect(result.current.search).toBe('?tab=x&status=active');
    act(() => result.current.grid.setPaginationModel({ page: 2, pageSize: 10 }));
    expect(result.current.search).toBe('?tab=x&status=active&page=3');
    act(() => result.current.grid.setSortModel([{ field: 'full_name', sort: 'asc' }]));
    expect(result.current.search).toBe('?tab=x&status=active&ordering=full_name');
    act(() => result.current.grid.setPaginationModel({ page: 1, pageSize: 50 }));
    expect(result.current.search).toBe('?tab=x&status=active&ordering=full_name&page_size=50');
    act(() => result.current.grid.setPaginationModel({ page: 0, pageSize: 10 }));
    expect(result.current.search).toBe('?tab=x&status=active&ordering=full_name');
  });

  it('keeps a change made before the router has rendered the previous one', () => {
    const { result } = open('/users?tab=x');
    const { grid } = result.current;
    act(() => {
      grid.setFilter('status', 'active');
      grid.setSortModel([{ field: 'full_name', sort: 'asc' }]);
    });
    expect(result.current.search).toBe('?tab=x&status=active&ordering=full_name');
  });

  it('writes the search once typing pauses, and "clear filters" empties search and filters', () => {
    vi.useFakeTimers();
    try {
      const { result } = open('/users?role=Admin&ordering=email&page=2');
      act(() => result.current.grid.setSearchInput('úr'));
      expect(result.current.grid.searchInput).toBe('úr');
      expect(result.current.search).toBe('?role=Admin&ordering=email&page=2');
      act(() => vi.advanceTimersByTime(400));
      expect(result.current.grid.query).toMatchObject({ search: 'úr', page: 1 });
      act(() => result.current.grid.clear());
      expect(result.current.search).toBe('?ordering=email');
      expect(result.current.grid.searchInput).toBe('');
      act(() => vi.advanceTimersByTime(400));
      expect(result.current.search).toBe('?ordering=email');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the search of the page that back returns to, even right after "clear filters"', () => {
    vi.useFakeTimers();
    try {
      const { result } = open('/users');
      act(() => result.current.grid.setSearchInput('ana'));
      act(() => vi.advanceTimersByTime(400));
      act(() => result.current.grid.setFilter('role', 'Admin'));
      act(() => result.current.grid.clear());
      act(() => {
        void result.current.navigate(-1);
      });
      expect(result.current.grid.searchInput).toBe('ana');
      act(() => vi.advanceTimersByTime(400));
      expect(result.current.search).toBe('?search=ana&role=Admin');
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops the paused search when a row’s page is followed before it was written', async () => {
    vi.useFakeTimers();
    try {
      let loaded: (page: { Component: () => ReactNode }) => void = () => {};
      function Users() {
        const grid = useServerGrid();
        return (
          <input
            aria-label="Buscar"
            value={grid.searchInput}
            onChange={(e) => grid.setSearchInput(e.target.value)}
          />
        );
      }
      const router = createMemoryRouter(
        [
          { path: '/users', element: <Users /> },
          // A page whose code is still loading when its link is followed, as the app's lazy routes are.
          { path: '/users/:id', lazy: () => new Promise((resolve) => (loaded = resolve)) },
        ],
        { initialEntries: ['/users'] },
      );
      render(<RouterProvider router={router} />);
      fireEvent.change(screen.getByRole('textbox', { name: 'Buscar' }), { target: { value: 'ana' } });
      await act(async () => {
        void router.navigate('/users/7');
      });
      await act(async () => vi.advanceTimersByTime(400));
      await act(async () => loaded({ Component: () => <p>Ana</p> }));
      expect(router.state.location.pathname).toBe('/users/7');
      expect(router.state.location.search).toBe('');
      expect(screen.getByText('Ana')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
