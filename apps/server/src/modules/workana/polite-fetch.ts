import { SourceBlocked, SourceFailed } from './job-source.ts';
import { assertOutsideAddress } from './outside-address.ts';

/** Who is asking, said plainly: the poller does not pass itself off as a browser. */
export const USER_AGENT = 'Alvorada-JobAlerts/1.0 (+https://github.com/alvorada)';

const CHALLENGE = [
  /cf-challenge|challenge-platform|cf_chl_/i,
  /<title>\s*(just a moment|attention required|access denied)/i,
  /captcha/i,
];

/** Seconds or an HTTP date, as Retry-After allows; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** A network failure (refused, unknown name, reset) or the time running out, as the code the screens read. */
const unreachable = (signal: AbortSignal) => (err: unknown) => {
  throw new SourceFailed(signal.aborted ? 'timeout' : 'unreachable', { cause: err });
};

/** Redirects followed before a fetch gives up. */
const MAX_REDIRECTS = 5;

/**
 * GET a page with Node's fetch. Redirects are followed here, each target checked like the first (an outside
 * address unless `allowedHosts` names it), up to MAX_REDIRECTS. 403 and 429, or a body that is a challenge
 * page, raise `SourceBlocked` with the reason and Retry-After; other failures raise `SourceFailed` with a code.
 */
export async function politeFetch(
  url: string,
  accept: string,
  allowedHosts: readonly string[],
  timeoutMs = 15_000,
): Promise<string> {
  const signal = AbortSignal.timeout(timeoutMs);
  let target = new URL(url);
  let res: Response;
  for (let redirects = 0; ; redirects++) {
    await assertOutsideAddress(target, allowedHosts);
    res = await fetch(target, {
      headers: { 'user-agent': USER_AGENT, accept },
      redirect: 'manual',
      signal,
    }).catch(unreachable(signal));
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !location) break;
    await res.body?.cancel();
    if (redirects === MAX_REDIRECTS) throw new SourceFailed('too_many_redirects');
    target = new URL(location, target);
  }
  const wait = retryAfterMs(res.headers.get('retry-after'));
  if (res.status === 429) throw new SourceBlocked('http_429', wait);
  const body = await res.text().catch(unreachable(signal));
  if (res.status === 403 || res.status === 503) {
    throw new SourceBlocked(CHALLENGE.some((p) => p.test(body)) ? 'challenge' : `http_${res.status}`, wait);
  }
  if (!res.ok) throw new SourceFailed(`http_${res.status}`);
  if (CHALLENGE.some((p) => p.test(body)) && !/<item>|<entry>|results-initials|project-item/.test(body))
    throw new SourceBlocked('challenge', wait);
  return body;
}
