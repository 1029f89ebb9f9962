import { ofetch, type FetchOptions } from 'ofetch';
import { i18n } from '@/shared/i18n/i18n.ts';
import { sessionStore, setTokens, reloadSession } from '@/shared/auth/session-store.ts';
import { ApiRequestError } from './errors.ts';
import { createTokenRenewal } from './token-renewal.ts';

/**
 * Dispatched on window when the server refuses the session: `detail` is 'inactive' (the account was
 * deactivated), 'refused' (the refresh token was refused: the session was ended) or 'token' (the access
 * token was refused; renewing tells which). The session lifecycle turns it into a sign-out.
 */
export const SESSION_REFUSED_EVENT = 'sessionRefused';
export type SessionRefusal = 'inactive' | 'refused' | 'token';

/** ofetch keeps the spec's retry defaults (0 for POST/PUT/PATCH/DELETE, 1 otherwise); it is the only retrying layer. */
const http = ofetch.create({
  baseURL: '/api',
  retryStatusCodes: [408, 409, 425, 429, 500, 502, 503, 504],
  onRequest({ options }) {
    options.headers.set('Accept-Language', i18n.language);
  },
  onResponseError({ request, options, response }) {
    if (response.status !== 401) return;
    const refresh = String(request).endsWith('/auth/token/refresh/');
    if (!refresh && !options.headers.has('Authorization')) return;
    const code = (response._data as { code?: unknown } | undefined)?.code;
    const detail: SessionRefusal = code === 'inactive' ? 'inactive' : refresh ? 'refused' : 'token';
    window.dispatchEvent(new CustomEvent(SESSION_REFUSED_EVENT, { detail }));
  },
});

export const tokens = createTokenRenewal({
  readTokens: () => {
    reloadSession();
    const { accessToken, refreshToken } = sessionStore.get();
    return { accessToken, refreshToken };
  },
  storeTokens: setTokens,
  requestRefresh: (refresh) => http('/auth/token/refresh/', { method: 'POST', body: { refresh } }),
  locks: globalThis.navigator?.locks,
});

type Options = Omit<FetchOptions<'json'>, 'method'> & { method?: string };

async function call<T>(path: string, options: Options, auth: boolean): Promise<T> {
  const method = (options.method ?? 'GET').toUpperCase();
  const headers = new Headers(options.headers as HeadersInit | undefined);
  if (auth) {
    const token = await tokens.freshAccessToken();
    if (!token) {
      const detail = i18n.t('errors.invalidToken');
      throw new ApiRequestError(detail, 401, { detail, code: 'invalid_token' });
    }
    headers.set('Authorization', `Bearer ${token}`);
  }
  try {
    return await http<T>(path, { ...options, method, headers } as FetchOptions<'json'>);
  } catch (error) {
    throw await ApiRequestError.from(error, method, `/api${path}`);
  }
}

/** An authorised call: bearer token, renewed first when within 5 minutes of expiry. */
export const api = <T>(path: string, options: Options = {}) => call<T>(path, options, true);

/** A call without Authorization (login, register, password reset…). */
export const publicApi = <T>(path: string, options: Options = {}) => call<T>(path, options, false);
