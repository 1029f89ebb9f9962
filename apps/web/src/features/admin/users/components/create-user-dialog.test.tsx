import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { fill } from '@/test/fill.ts';
import { renderInApp } from '@/test/render.tsx';
import { CreateUserDialog } from './create-user-dialog.tsx';

const rule = (name: string) => screen.getByText(name, { exact: false }).closest('li')!;

beforeAll(() => loadNamespace('admin'));

describe('create user dialog', () => {
  it('ticks the password rules as the administrator types, the new account’s names included', async () => {
    renderInApp(<CreateUserDialog open onClose={() => {}} onCreated={() => {}} />);
    const user = userEvent.setup();
    await fill(user, screen.getByRole('textbox', { name: /Nome de usuário/ }), 'noranova');
    await user.click(screen.getByLabelText('Definir uma senha agora'));
    const password = screen.getByLabelText(/^Senha/);
    expect(password.getAttribute('aria-describedby')).toContain('create-user-password-rules');

    await fill(user, password, 'noranova2026');
    expect(rule('Pelo menos 10 caracteres').textContent).toContain('(atendido)');
    expect(rule('Letras e números').textContent).toContain('(atendido)');
    expect(rule('Sem o seu e-mail nem o seu nome de usuário').textContent).toContain('(ainda não atendido)');

    await fill(user, password, 'Girassol-azul-77');
    expect(rule('Sem o seu e-mail nem o seu nome de usuário').textContent).toContain('(atendido)');
  });
});
