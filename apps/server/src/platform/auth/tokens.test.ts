import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '@alvorada/contracts';
import { createTokenSigner } from './tokens.ts';

const signer = () => createTokenSigner(new TextEncoder().encode('a-secret-for-this-test-only-0123456789'));

afterEach(() => vi.useRealTimers());

describe('access tokens', () => {
  it('verifies a token again from memory, and refuses it once expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = signer();
    const token = await tokens.access(7, 'session-1');
    const claims = { userId: 7, sessionId: 'session-1', exp: expect.any(Number) };
    expect(await tokens.verifyAccess(token)).toEqual(claims);
    expect(await tokens.verifyAccess(token)).toEqual(claims);
    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    expect(await tokens.verifyAccess(token)).toBeNull();
    expect(await tokens.verifyAccess(token)).toBeNull();
  });

  it('refuses a token with another signature, another secret or another type', async () => {
    const tokens = signer();
    const token = await tokens.access(7, 'session-1');
    expect(await tokens.verifyAccess(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const forged = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokens.verifyAccess(forged)).toBeNull();
    const other = createTokenSigner(new TextEncoder().encode('another-secret-for-this-test-0123456789'));
    expect(await other.verifyAccess(token)).toBeNull();
    expect(await tokens.verifyAccess((await tokens.refresh(7, 'session-1')).token)).toBeNull();
  });
});
