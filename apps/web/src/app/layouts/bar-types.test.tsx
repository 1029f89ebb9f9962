import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n.ts';
import { cookies } from '@/shared/storage/cookies.ts';
import { storageKey } from '@/shared/storage/keys.ts';
import { DEFAULT_SETTINGS, readSettings, updateSettings } from '@/shared/settings/settings-store.ts';
import { CustomizerDrawer } from './customizer/customizer.tsx';
import { Footer } from './footer.tsx';
import { renderInApp } from '@/test/render.tsx';
import { Navbar } from './navbar/navbar.tsx';

vi.mock('@/shared/api/client.ts', () => ({
  api: vi.fn(async () => ({ count: 0, unread: 0, next: null, previous: null, results: [] })),
  tokens: { freshAccessToken: vi.fn(), renew: vi.fn() },
}));

const shell = (onOpenNav?: () => void) => (
  <>
    <Navbar showBrand={false} onOpenNav={onOpenNav} horizontalNav={null} />
    <Footer />
  </>
);

describe('navbar and footer types', () => {
  afterEach(() => updateSettings(DEFAULT_SETTINGS));

  it('are chosen in the customizer and kept in local storage and cookies', async () => {
    render(<CustomizerDrawer open onClose={() => undefined} />);
    const navbar = screen.getByRole('group', { name: 'Barra superior' });
    await userEvent.click(within(navbar).getByRole('button', { name: 'Não exibir' }));
    const footer = screen.getByRole('group', { name: 'Rodapé' });
    expect(within(footer).getByRole('button', { name: 'Rola com a página', pressed: true })).toBeTruthy();
    await userEvent.click(within(footer).getByRole('button', { name: 'Sempre visível' }));
    expect(cookies.get(storageKey('navbarType'))).toBe('hidden');
    expect(cookies.get(storageKey('footerType'))).toBe('sticky');
    expect(readSettings()).toMatchObject({ navbarType: 'hidden', footerType: 'sticky' });
  });

  it('drop a stored value outside their choices', () => {
    localStorage.setItem(
      storageKey('settings'),
      JSON.stringify({ navbarType: 'floating', footerType: 'hidden' }),
    );
    expect(readSettings()).toMatchObject({ navbarType: 'sticky', footerType: 'hidden' });
  });

  it('sticky navbar and static footer by default', () => {
    renderInApp(shell());
    expect(screen.getByRole('banner').className).toContain('MuiAppBar-positionSticky');
    expect(getComputedStyle(screen.getByRole('contentinfo')).position).not.toBe('sticky');
  });

  it('a static navbar scrolls away and a sticky footer stays at the bottom', () => {
    updateSettings({ navbarType: 'static', footerType: 'sticky' });
    renderInApp(shell());
    expect(screen.getByRole('banner').className).toContain('MuiAppBar-positionStatic');
    const footer = getComputedStyle(screen.getByRole('contentinfo'));
    expect([footer.position, footer.bottom]).toEqual(['sticky', '0px']);
  });

  it('hidden removes them, but keeps the bar that opens the overlay menu', () => {
    updateSettings({ navbarType: 'hidden', footerType: 'hidden' });
    renderInApp(shell());
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    updateSettings({ navbarType: 'hidden' });
    renderInApp(shell(() => undefined));
    expect(screen.getByRole('button', { name: 'Abrir menu' })).toBeTruthy();
  });
});
