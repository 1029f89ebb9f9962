import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '@/shared/i18n/i18n.ts';
import { fill } from '@/test/fill.ts';
import { renderInApp } from '@/test/render.tsx';
import RegisterPage from './register-page.tsx';

const ruleStates = () =>
  within(document.getElementById('password-rules')!)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('register page password rules', () => {
  it('ticks each rule as the password is typed, the account’s own names included', async () => {
    const user = userEvent.setup();
    renderInApp(<RegisterPage />);
    await fill(user, screen.getByLabelText(/^Usuário/), 'maria.souza');
    const password = screen.getByLabelText(/^Senha/);
    expect(password.getAttribute('aria-describedby')).toContain('password-rules');

    await fill(user, password, 'password123');
    expect(ruleStates()).toEqual([
      'Pelo menos 10 caracteres (atendido)',
      'Letras e números (atendido)',
      'Fora da lista de senhas mais comuns (ainda não atendido)',
      'Sem o seu e-mail nem o seu nome de usuário (atendido)',
    ]);

    await fill(user, password, 'maria.souza-2031');
    expect(ruleStates()[3]).toBe('Sem o seu e-mail nem o seu nome de usuário (ainda não atendido)');

    await fill(user, password, 'Alvorada@2026');
    expect(ruleStates().every((text) => text?.endsWith('(atendido)'))).toBe(true);
  });
});
