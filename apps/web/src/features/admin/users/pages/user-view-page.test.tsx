import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@/shared/api/client.ts';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import UserViewPage from './user-view-page.tsx';

vi.mock('@/shared/api/client.ts', () => ({ api: vi.fn() }));

function open(path: string) {
  const router = createMemoryRouter(
    [{ path: '/admin-panel/user/view/:id', element: <UserViewPage activity={() => null} /> }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeAll(() => loadNamespace('admin'));

describe('the user view page', () => {
  it('says the user does not exist for an address that cannot name one, without asking the server', async () => {
    open('/admin-panel/user/view/abc');
    expect(await screen.findByText('Usuário não encontrado')).toBeTruthy();
    expect(screen.queryByText('Alguns campos estão inválidos.')).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });

  it('says the user does not exist when the server does not know the id', async () => {
    vi.mocked(api).mockRejectedValueOnce(
      new ApiRequestError('[GET] "/api/admin/users/999/": 404', 404, {
        detail: 'Não encontrado.',
        code: 'not_found',
      }),
    );
    open('/admin-panel/user/view/999');
    expect(await screen.findByText('Usuário não encontrado')).toBeTruthy();
    expect(api).toHaveBeenCalledWith('/admin/users/999/');
  });
});
