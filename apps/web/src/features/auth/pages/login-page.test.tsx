import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import '@/shared/i18n/i18n.ts';
import LoginPage from './login-page.tsx';

const helperOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('login form', () => {
  it('validates at submit, focuses the first invalid field, then re-checks each field as it changes', async () => {
    const user = userEvent.setup();
    render(<RouterProvider router={createMemoryRouter([{ path: '*', element: <LoginPage /> }])} />);
    const email = screen.getByLabelText(/^E-mail ou usuário/);
    const password = screen.getByLabelText(/^Senha/);

    await user.type(password, 'x');
    await user.clear(password);
    expect(email.getAttribute('aria-invalid')).toBe('false');

    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(helperOf(email)).toBe('Campo obrigatório.'));
    expect(helperOf(password)).toBe('Campo obrigatório.');
    expect(document.activeElement).toBe(email);

    await user.type(email, '  maria ');
    await waitFor(() => expect(email.getAttribute('aria-describedby')).toBeNull());
    expect(helperOf(password)).toBe('Campo obrigatório.');

    await user.clear(email);
    await waitFor(() => expect(helperOf(email)).toBe('Campo obrigatório.'));
  });
});
