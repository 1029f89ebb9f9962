import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse, User } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { applyProfile, signIn } from '@/shared/auth/session-actions.ts';
import { clearSession, sessionStore, setTokens, setUserData } from '@/shared/auth/session-store.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import { DEFAULT_SETTINGS, settingsStore, updateSettings } from '@/shared/settings/settings-store.ts';
import { fakeJwt } from '@/test/jwt.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

vi.mock('@/shared/api/client.ts', () => ({
  api: vi.fn(),
  tokens: { freshAccessToken: vi.fn(), renew: vi.fn() },
}));

const ana = { id: 1, username: 'ana', full_name: 'Ana Souza', role: 'Usuário', language: '' } as User;

const choose = async (current: RegExp, language: string) => {
  await userEvent.click(screen.getByRole('button', { name: current }));
  await userEvent.click(await screen.findByRole('menuitemradio', { name: language }));
};

afterEach(() => {
  clearSession();
  updateSettings(DEFAULT_SETTINGS);
  vi.mocked(api).mockReset();
});

describe('the profile language', () => {
  it('applies at sign-in, with its direction', async () => {
    signIn({
      accessToken: fakeJwt(3600),
      refreshToken: fakeJwt(86_400),
      userData: { ...ana, language: 'ar' },
      userAbilityRules: [],
    } as LoginResponse);
    expect(settingsStore.get()).toMatchObject({ language: 'ar', direction: 'rtl' });
    await vi.waitFor(() => expect(i18n.language).toBe('ar'));
  });

  it('applies when the profile changes on another device, and no preference keeps the local choice', () => {
    updateSettings({ language: 'fr' });
    applyProfile({ ...ana, userAbilityRules: [] });
    expect(settingsStore.get().language).toBe('fr');
    applyProfile({ ...ana, language: 'en', userAbilityRules: [] });
    expect(settingsStore.get()).toMatchObject({ language: 'en', direction: 'ltr' });
  });
});

describe('the navbar language switch', () => {
  it('keeps a visitor’s choice on this device only', async () => {
    render(<LanguageSwitcher />);
    await choose(/Português/, 'English');
    expect(settingsStore.get().language).toBe('en');
    expect(api).not.toHaveBeenCalled();
  });

  it('saves a signed-in person’s choice to their profile', async () => {
    setTokens(fakeJwt(3600), fakeJwt(86_400));
    setUserData(ana);
    vi.mocked(api).mockResolvedValue({ ...ana, language: 'en', userAbilityRules: [] });
    render(<LanguageSwitcher />);
    await choose(/Português/, 'English');
    expect(settingsStore.get().language).toBe('en');
    expect(api).toHaveBeenCalledWith('/auth/current_profile/', { method: 'PATCH', body: { language: 'en' } });
    await vi.waitFor(() => expect(sessionStore.get().userData?.language).toBe('en'));
  });
});
