import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@alvorada/contracts';
import { tokens } from '@/shared/api/client.ts';
import { forcedOutStore, leavingStore, logout } from '@/shared/auth/session-actions.ts';
import { clearSession, setTokens, setUserData } from '@/shared/auth/session-store.ts';
import '@/shared/i18n/i18n.ts';
import LoginPage from '@/features/auth/pages/login-page.tsx';
import { fakeJwt } from '@/test/jwt.ts';
import { renderInApp } from '@/test/render.tsx';
import { followSessionRefusals } from './session-lifecycle.ts';

vi.mock('@/shared/navigation.ts', () => ({ navigateTo: vi.fn(async () => undefined) }));
vi.mock('@/shared/realtime/realtime.ts', () => ({ realtime: { disconnect: vi.fn() } }));

const renderLogin = () => renderInApp(<LoginPage />);

function signedIn(accessToken: string) {
  setTokens(accessToken, fakeJwt(86_400));
  setUserData({ id: 7, username: 'ana', full_name: 'Ana' } as User);
}

describe('after a forced sign-out, /login says why', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
    leavingStore.set(null);
    forcedOutStore.set(null);
  });

  it('an account deactivated', async () => {
    signedIn(fakeJwt(3600));
    await logout('deactivated');
    renderLogin();
    expect(screen.getByRole('status').textContent).toMatch(/Sua conta foi desativada/);
  });

  it('a session ended by an administrator: the refresh is refused', async () => {
    const stop = followSessionRefusals();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 'refresh_invalid', detail: 'x' }, { status: 401 })),
    );
    signedIn(fakeJwt(-60));
    expect(await tokens.renew()).toBe(false);
    await vi.waitFor(() => expect(forcedOutStore.get()).toBe('sessionEnded'));
    renderLogin();
    expect(screen.getByRole('status').textContent).toMatch(/Sua sessão foi encerrada/);
    stop();
  });

  it('says nothing after a sign-out the user asked for', async () => {
    signedIn(fakeJwt(3600));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({})),
    );
    await logout();
    renderLogin();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
