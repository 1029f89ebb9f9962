import { assertOutsideAddress } from './outside-address.ts';

/**
 * An outbound request that could not be made or read, as a message code the screens translate:
 * `unreachable`, `timeout`, `too_many_redirects`, or a code of the caller's (`http_<status>`, …).
 */
export class FetchFailed extends Error {
  readonly code: string;
  constructor(code: string, options?: ErrorOptions) {
    super(code, options);
    this.code = code;
  }
}

/** Seconds or an HTTP date, as Retry-After allows; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** Redirects followed before a fetch gives up. */
const MAX_REDIRECTS = 5;

export interface GuardedGet {
  accept: string;
  userAgent: string;
  /** Hosts reached although they resolve inside the server's networks (see assertOutsideAddress). */
  allowedHosts: readonly string[];
  timeoutMs?: number;
}

/**
 * GET with Node's fetch, on the server's behalf at an address a user gave: redirects are followed here, each
 * target checked like the first, up to MAX_REDIRECTS, and the whole exchange, body included, ends at the
 * timeout. Answers the final response and a reader of its body; a network failure or the time running out
 * throws `FetchFailed`.
 */
export async function guardedGet(url: string, options: GuardedGet) {
  const signal = AbortSignal.timeout(options.timeoutMs ?? 15_000);
  const unreachable = (err: unknown) => {
    throw new FetchFailed(signal.aborted ? 'timeout' : 'unreachable', { cause: err });
  };
  let target = new URL(url);
  for (let redirects = 0; ; redirects++) {
    await assertOutsideAddress(target, options.allowedHosts);
    const response = await fetch(target, {
      headers: { 'user-agent': options.userAgent, accept: options.accept },
      redirect: 'manual',
      signal,
    }).catch(unreachable);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location)
      return { response, text: () => response.text().catch(unreachable) };
    await response.body?.cancel();
    if (redirects === MAX_REDIRECTS) throw new FetchFailed('too_many_redirects');
    target = new URL(location, target);
  }
}
