import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '@/test/jwt.ts';
import { createTokenRenewal } from './token-renewal.ts';

function setup(accessSeconds: number, respond: (refresh: string) => Promise<unknown>) {
  const store = {
    accessToken: fakeJwt(accessSeconds) as string | null,
    refreshToken: 'refresh-1' as string | null,
  };
  const requestRefresh = vi.fn(respond);
  const renewal = createTokenRenewal({
    readTokens: () => ({ ...store }),
    storeTokens: (access, refresh) => Object.assign(store, { accessToken: access, refreshToken: refresh }),
    requestRefresh,
  });
  return { store, requestRefresh, renewal };
}

afterEach(() => vi.restoreAllMocks());

describe('token renewal', () => {
  it('keeps a token that expires in more than 5 minutes', async () => {
    const { renewal, requestRefresh, store } = setup(6 * 60, async () => ({}));
    expect(await renewal.freshAccessToken()).toBe(store.accessToken);
    expect(requestRefresh).not.toHaveBeenCalled();
  });

  it('renews a token within 5 minutes of expiry and stores the rotated pair', async () => {
    const next = fakeJwt(15 * 60);
    const { renewal, requestRefresh, store } = setup(4 * 60, async () => ({
      access: next,
      refreshToken: 'refresh-2',
    }));
    expect(await renewal.freshAccessToken()).toBe(next);
    expect(requestRefresh).toHaveBeenCalledWith('refresh-1');
    expect(store.refreshToken).toBe('refresh-2');
  });

  it('keeps the refresh token when the answer carries only `access`', async () => {
    const next = fakeJwt(15 * 60);
    const { renewal, store } = setup(60, async () => ({ access: next }));
    expect(await renewal.freshAccessToken()).toBe(next);
    expect(store.refreshToken).toBe('refresh-1');
  });

  it('sends one request for concurrent callers (single flight)', async () => {
    let resolve!: (value: unknown) => void;
    const { renewal, requestRefresh } = setup(10, () => new Promise((r) => (resolve = r)));
    const calls = [renewal.freshAccessToken(), renewal.freshAccessToken(), renewal.freshAccessToken()];
    await Promise.resolve();
    resolve({ access: fakeJwt(900), refreshToken: 'refresh-2' });
    const tokens = await Promise.all(calls);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
    expect(new Set(tokens).size).toBe(1);
  });

  it('returns null and warns on an invalid answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { renewal } = setup(10, async () => ({ unexpected: true }));
    expect(await renewal.freshAccessToken()).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('returns null and logs when the request fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { renewal } = setup(10, async () => {
      throw new Error('401');
    });
    expect(await renewal.freshAccessToken()).toBeNull();
    expect(error).toHaveBeenCalled();
  });

  it('runs under the cross-tab lock and skips the request when another tab already renewed', async () => {
    const renewed = fakeJwt(900);
    const store = { accessToken: fakeJwt(10), refreshToken: 'r' };
    const requestRefresh = vi.fn(async () => ({ access: fakeJwt(900), refreshToken: 'r2' }));
    const locks = {
      request: vi.fn(async (_name: string, callback: () => Promise<boolean>) => {
        store.accessToken = renewed; // the other tab finished while this one waited
        return callback();
      }),
    };
    const renewal = createTokenRenewal({
      readTokens: () => ({ ...store }),
      storeTokens: vi.fn(),
      requestRefresh,
      locks: locks as never,
    });
    expect(await renewal.freshAccessToken()).toBe(renewed);
    expect(locks.request).toHaveBeenCalledOnce();
    expect(requestRefresh).not.toHaveBeenCalled();
  });
});
