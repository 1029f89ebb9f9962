import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/shared/api/client.ts';
import { clearSession } from '@/shared/auth/session-store.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import { DEFAULT_SETTINGS, updateSettings } from '@/shared/settings/settings-store.ts';
import { LanguageSwitcher } from '@/shared/ui/settings/language-switcher.tsx';
import { ThemeSwitcher } from '@/shared/ui/settings/theme-switcher.tsx';
import { NotificationBell } from '@/features/notifications/components/notification-bell.tsx';
import { renderInApp, signIn } from '@/test/render.tsx';
import { UserMenu } from './user-menu.tsx';

vi.mock('@/shared/api/client.ts', () => ({
  api: vi.fn(),
  tokens: { freshAccessToken: vi.fn(), renew: vi.fn() },
}));

describe('navbar buttons say what they hold', () => {
  afterEach(async () => {
    clearSession();
    updateSettings(DEFAULT_SETTINGS);
    vi.mocked(api).mockReset();
    await vi.waitFor(() => expect(i18n.language).toBe('pt-BR'));
  });

  it('the bell shows the unread count, and keeps no hidden count once all is read', async () => {
    const list = (unread: number) => ({ count: 2, unread, next: null, previous: null, results: [] });
    vi.mocked(api).mockResolvedValue(list(2));
    const { client } = renderInApp(<NotificationBell />);
    expect((await screen.findByRole('button', { name: /2 não lidas/ })).textContent).toBe('2');
    vi.mocked(api).mockResolvedValue(list(0));
    await client.invalidateQueries();
    const bell = await screen.findByRole('button', { name: 'Notificações' });
    expect(bell.textContent).toBe('');
  });

  it('the user menu names the signed-in person and holds only menu items', async () => {
    signIn({ id: 1, username: 'ana', full_name: 'Ana Souza', role: 'Usuário' }, [
      { action: 'read', subject: ['AccountSettings', 'Alvorada'] },
    ]);
    renderInApp(<UserMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Conta de Ana Souza' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryAllByRole('heading')).toEqual([]);
    expect(within(menu).getByText('Ana Souza')).toBeTruthy();
  });

  it('the language menu names the current language and checks it', async () => {
    updateSettings({ language: 'fr' });
    // French loads its texts first; a switch still under way would land in the next test.
    await vi.waitFor(() => expect(i18n.language).toBe('fr'));
    renderInApp(<LanguageSwitcher />);
    await userEvent.click(screen.getByRole('button', { name: /Français$/ }));
    expect(await screen.findByRole('menuitemradio', { name: 'Français', checked: true })).toBeTruthy();
    expect(screen.getByRole('menuitemradio', { name: 'English', checked: false })).toBeTruthy();
  });

  it('the theme menu names the current theme and checks it', async () => {
    updateSettings({ theme: 'dark' });
    renderInApp(<ThemeSwitcher />);
    await userEvent.click(await screen.findByRole('button', { name: 'Tema: Escuro' }));
    expect(await screen.findByRole('menuitemradio', { name: 'Escuro', checked: true })).toBeTruthy();
    expect(screen.getAllByRole('menuitemradio', { checked: false })).toHaveLength(2);
  });
});
