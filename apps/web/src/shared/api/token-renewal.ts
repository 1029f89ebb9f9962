import { TOKEN_REFRESH_WINDOW_MS } from '@alvorada/contracts';
import { expiresWithin } from '@/shared/auth/jwt.ts';
import { logger } from '@/shared/logging/logger.ts';

export interface TokenRenewalDeps {
  /** Current tokens, re-read from the cookies so a renewal made by another tab is seen. */
  readTokens: () => { accessToken: string | null; refreshToken: string | null };
  storeTokens: (accessToken: string, refreshToken: string) => void;
  requestRefresh: (refresh: string) => Promise<unknown>;
  /** The Web Locks API when the browser has it: one renewal across all tabs at a time. */
  locks?: Pick<LockManager, 'request'>;
  now?: () => number;
}

const LOCK_NAME = 'alvorada-token-renewal';

/** Renews the access token within the spec's window before expiry: single-flight per tab and across tabs. */
export function createTokenRenewal(deps: TokenRenewalDeps) {
  const now = deps.now ?? Date.now;
  let inflight: Promise<boolean> | null = null;

  const isFresh = (token: string | null): token is string =>
    token !== null && !expiresWithin(token, TOKEN_REFRESH_WINDOW_MS, now());

  async function renewUnderLock(staleToken: string | null): Promise<boolean> {
    const { accessToken, refreshToken } = deps.readTokens();
    // Another tab renewed while this one waited for the lock.
    if (accessToken !== staleToken && isFresh(accessToken)) return true;
    if (!refreshToken) return false;
    try {
      const answer = await deps.requestRefresh(refreshToken);
      const { renewalAnswerSchema } = await import('./response-schemas.ts');
      const parsed = renewalAnswerSchema.safeParse(answer);
      if (!parsed.success) {
        logger.warn('token renewal returned an invalid response');
        return false;
      }
      deps.storeTokens(parsed.data.access, parsed.data.refreshToken ?? refreshToken);
      return true;
    } catch (error) {
      logger.error('token renewal failed', error);
      return false;
    }
  }

  /** Replaces the current access token, which the caller found stale or the server refused. */
  function renew(): Promise<boolean> {
    const staleToken = deps.readTokens().accessToken;
    const run = () => renewUnderLock(staleToken);
    inflight ??= (deps.locks ? deps.locks.request(LOCK_NAME, run) : run()).finally(() => {
      inflight = null;
    });
    return inflight;
  }

  /** A usable access token, renewed first when it is about to expire; null when there is none or renewal failed. */
  async function freshAccessToken(): Promise<string | null> {
    const { accessToken } = deps.readTokens();
    if (!accessToken) return null;
    if (isFresh(accessToken)) return accessToken;
    return (await renew()) ? deps.readTokens().accessToken : null;
  }

  return { renew, freshAccessToken };
}
