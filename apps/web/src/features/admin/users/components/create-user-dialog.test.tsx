import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { CreateUserDialog } from './create-user-dialog.tsx';

const rule = (name: string) => screen.getByText(name, { exact: false }).closest('li')!;

beforeAll(() => loadNamespace('admin'));

describe('create user dialog', () => {
  it('ticks the password rules as the administrator types, the new account’s names included', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <CreateUserDialog open onClose={() => {}} onCreated={() => {}} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Nome de usuário/ }), 'noranova');
    await user.click(screen.getByLabelText('Definir uma senha agora'));
    const password = screen.getByLabelText(/^Senha/);
    expect(password.getAttribute('aria-describedby')).toContain('create-user-password-rules');

    await user.type(password, 'noranova2026');
    expect(rule('Pelo menos 10 caracteres').textContent).toContain('(atendido)');
    expect(rule('Letras e números').textContent).toContain('(atendido)');
    expect(rule('Sem o seu e-mail nem o seu nome de usuário').textContent).toContain('(ainda não atendido)');

    await user.clear(password);
    await user.type(password, 'Girassol-azul-77');
    expect(rule('Sem o seu e-mail nem o seu nome de usuário').textContent).toContain('(atendido)');
  });
});
