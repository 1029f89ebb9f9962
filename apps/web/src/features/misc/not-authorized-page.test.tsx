import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import '@/shared/i18n/i18n.ts';
import NotAuthorizedPage from './not-authorized-page.tsx';

describe('not-authorized page', () => {
  it('shows 403: the guard sends only signed-in users without the permission here', () => {
    render(<RouterProvider router={createMemoryRouter([{ path: '*', element: <NotAuthorizedPage /> }])} />);
    expect(screen.getByText('403')).toBeTruthy();
    expect(screen.queryByText('401')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Você não tem acesso a esta página' })).toBeTruthy();
  });
});
