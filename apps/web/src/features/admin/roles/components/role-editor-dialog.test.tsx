import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '@alvorada/contracts';
import { clearSession, setUserData } from '@/shared/auth/session-store.ts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { renderInApp } from '@/test/render.tsx';
import { RoleEditorDialog } from './role-editor-dialog.tsx';

vi.mock('@/shared/api/client.ts', () => ({ api: vi.fn() }));

function renderEditor(ownRole: string) {
  setUserData({ id: 1, username: 'ana', full_name: 'Ana', role: ownRole } as User);
  renderInApp(
    <RoleEditorDialog
      initial={{ id: 7, name: 'Gestão', rules: [{ action: 'manage', subject: 'Admin' }] }}
      onClose={() => undefined}
    />,
  );
  fireEvent.click(screen.getByRole('checkbox', { name: 'Gerenciar em Painel administrativo' }));
}

beforeAll(() => loadNamespace('admin'));

describe('the role editor', () => {
  afterEach(clearSession);

  it('warns, and does not save, a change to the rules of the role the user holds', () => {
    renderEditor('Gestão');
    expect(screen.getByRole('alert').textContent).toContain('Você possui este perfil');
    expect(screen.getByRole('button', { name: 'Salvar perfil' })).toHaveProperty('disabled', true);
  });

  it('lets a change to another role be saved, without a warning', () => {
    renderEditor('Administrador');
    expect(screen.queryByText(/Você possui este perfil/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Salvar perfil' })).toHaveProperty('disabled', false);
  });

  it('names subjects by their labels, never by their codes', () => {
    renderEditor('Administrador');
    expect(screen.getByRole('checkbox', { name: 'Gerenciar em Qualquer área' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Ler em Configurações da conta' })).toBeTruthy();
    const names = screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label') ?? '');
    expect(names.filter((name) => / em (all|AccountSettings|Alvorada)$/.test(name))).toEqual([]);
    expect(screen.getByRole('rowheader', { name: 'Perguntas frequentes' })).toBeTruthy();
  });
});
