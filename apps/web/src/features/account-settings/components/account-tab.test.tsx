import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { ApiRequestError } from '@/shared/api/errors.ts';
import '@/shared/i18n/i18n.ts';
import { renderInApp } from '@/test/render.tsx';
import { AccountTab } from './account-tab.tsx';

vi.mock('@/shared/api/client.ts', () => ({ api: vi.fn() }));

/** As the API may answer it: fields the reader's rules hide are left out, and the form shows them blank. */
const user: User = {
  id: 4,
  full_name: 'Ana Souza',
  username: 'ana',
  email: 'ana@exemplo.com',
  role: 'Usuário',
  status: 'active',
  notify_by_email: true,
};

describe('account tab', () => {
  it('shows the e-mail notification preference and lets the user turn it off', async () => {
    renderInApp(<AccountTab user={user} />);
    const toggle = screen.getByRole<HTMLInputElement>('switch', {
      name: 'Receber notificações também por e-mail',
    });
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Salvar alterações' });
    expect(toggle.checked).toBe(true);
    expect(save.disabled).toBe(true);
    await userEvent.setup().click(toggle);
    expect(toggle.checked).toBe(false);
    expect(save.disabled).toBe(false);
  });

  it("shows the server's message on its field, and drops it at the next submit", async () => {
    const refused = new ApiRequestError('[PATCH] "/api/auth/current_profile/": 400', 400, {
      detail: 'Alguns campos estão inválidos.',
      code: 'validation',
      fields: { cpf: ['CPF inválido.'] },
    });
    vi.mocked(api).mockRejectedValueOnce(refused).mockResolvedValueOnce(user);
    renderInApp(<AccountTab user={user} />);
    const events = userEvent.setup();
    await events.type(screen.getByRole('textbox', { name: 'CPF' }), '529.982.247-25');
    await events.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('CPF inválido.')).toBeTruthy();
    expect(screen.queryByText('Valor inválido.')).toBeNull();

    await events.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Alterações salvas.')).toBeTruthy();
    expect(screen.queryByText('CPF inválido.')).toBeNull();
  });

  it('chooses country, time zone and currency from lists, as the administrator does', async () => {
    vi.mocked(api).mockReset().mockResolvedValue(user);
    renderInApp(<AccountTab user={{ ...user, timezone: 'America/Sao_Paulo' }} />);
    const events = userEvent.setup();
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Fuso horário' }).value).toBe(
      'America/Sao Paulo',
    );
    await events.type(screen.getByRole('combobox', { name: 'País' }), 'Bras');
    await events.click(await screen.findByRole('option', { name: 'Brasil' }));
    await events.type(screen.getByRole('combobox', { name: 'Moeda' }), 'BRL');
    await events.click(await screen.findByRole('option', { name: /^BRL/ }));
    await events.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await vi.waitFor(() => expect(api).toHaveBeenCalled());
    expect(vi.mocked(api).mock.calls[0]![1]).toMatchObject({
      method: 'PATCH',
      body: { country: 'BR', currency: 'BRL', timezone: 'America/Sao_Paulo' },
    });
  });

  it('shows the birth date as dd/mm/aaaa in Portuguese, whatever the browser language', async () => {
    renderInApp(<AccountTab user={{ ...user, birth_date: '1990-05-21' }} />);
    expect(await screen.findByRole('group', { name: 'Data de nascimento' })).toBeTruthy();
    await waitFor(() =>
      expect(document.querySelector<HTMLInputElement>('input[name="birth_date"]')?.value).toBe('21/05/1990'),
    );
  });
});
