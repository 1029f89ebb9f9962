import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@/shared/api/client.ts';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { renderInApp } from '@/test/render.tsx';
import UserViewPage from './user-view-page.tsx';

vi.mock('@/shared/api/client.ts', () => ({ api: vi.fn() }));

const open = (path: string) =>
  renderInApp(<UserViewPage activity={() => null} />, {
    path,
    route: { path: '/admin-panel/user/view/:id' },
  });

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
