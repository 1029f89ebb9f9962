import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useQueryUpdate } from './use-query-update.ts';

describe('useQueryUpdate', () => {
  it('keeps both of two changes made before the first navigation lands', async () => {
    let update: ReturnType<typeof useQueryUpdate>[1] | undefined;
    function Page() {
      [, update] = useQueryUpdate();
      return null;
    }
    // A loader that takes a while, as the guard's does: the URL changes only once it has run.
    const loader = () => new Promise<null>((resolve) => setTimeout(() => resolve(null), 30));
    const router = createMemoryRouter([{ path: '/', element: <Page />, loader }], {
      initialEntries: ['/?tab=2'],
      hydrationData: { loaderData: { '0': null } },
    });
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(update).toBeDefined());

    act(() => {
      void update!((query) => query.set('from', '2010-01-01'));
      void update!((query) => query.set('to', '2010-12-31'));
    });
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        tab: '2',
        from: '2010-01-01',
        to: '2010-12-31',
      }),
    );
  });

  it('starts a change made from an older render (a timer set before a navigation) from the latest query', async () => {
    let update: ReturnType<typeof useQueryUpdate>[1] | undefined;
    function Page() {
      [, update] = useQueryUpdate();
      return null;
    }
    const router = createMemoryRouter([{ path: '/', element: <Page /> }], { initialEntries: ['/?tab=2'] });
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(update).toBeDefined());
    const fromFirstRender = update!;

    act(() => void update!((query) => query.set('page', '3')));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=2&page=3'));
    act(() => void fromFirstRender((query) => query.set('search', 'ana')));

    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        tab: '2',
        page: '3',
        search: 'ana',
      }),
    );
  });
});
