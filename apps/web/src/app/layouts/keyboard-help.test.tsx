import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES } from '@alvorada/contracts';
import '@/shared/i18n/i18n.ts';
import { renderInApp, signIn } from '@/test/render.tsx';
import { KeyboardHelp } from './keyboard-help-dialog.tsx';

const rulesOf = (code: string) => BUILT_IN_ROLES.find((role) => role.code === code)!.rules;

describe('keyboard shortcuts', () => {
  it('"?" lists them, `g` then a letter only for the areas the user may open, and Esc', async () => {
    signIn({ id: 1 }, rulesOf('usuario'));
    renderInApp(<KeyboardHelp />);
    await userEvent.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Atalhos de teclado' });
    const row = (name: string) => within(help).getByRole('row', { name: new RegExp(name) });
    expect(row('Ir para Painel principal').textContent).toBe('Ir para Painel principalGdepoisD');
    expect(row('Ir para Perguntas frequentes').textContent).toContain('H');
    expect(row('Fechar a janela').textContent).toContain('Esc');
    expect(within(help).queryByRole('row', { name: /Ir para Geração/ })).toBeNull();
  });

  it('`g` then a letter opens the area', async () => {
    signIn({ id: 1 }, rulesOf('operador_energia'));
    const { router } = renderInApp(<KeyboardHelp />, { path: '/dashboards/main' });
    await userEvent.keyboard('gf');
    expect(router.state.location.pathname).toBe('/financeiro/visao-geral');
    await userEvent.keyboard('fg');
    expect(router.state.location.pathname).toBe('/financeiro/visao-geral');
    await userEvent.keyboard('gs');
    expect(router.state.location.pathname).toBe('/pages/account-settings/account');
  });
});
