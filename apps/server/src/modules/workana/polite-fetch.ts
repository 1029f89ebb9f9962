import { SourceBlocked } from './job-source.ts';
import { FetchFailed, guardedGet, retryAfterMs } from '../../platform/http/guarded-fetch.ts';

/** Who is asking, said plainly: the poller does not pass itself off as a browser. */
export const USER_AGENT = 'Alvorada-JobAlerts/1.0 (+https://github.com/alvorada)';

const CHALLENGE = [
  /cf-challenge|challenge-platform|cf_chl_/i,
  /<title>\s*(just a moment|attention required|access denied)/i,
  /captcha/i,
];

/**
 * GET a page through `guardedGet` (outside addresses only unless `allowedHosts` names them, redirects checked
 * too). 403 and 429, or a body that is a challenge page, raise `SourceBlocked` with the reason and
 * Retry-After; other failures raise `FetchFailed` with a code.
 */
export async function politeFetch(
  url: string,
  accept: string,
  allowedHosts: readonly string[],
  timeoutMs = 15_000,
): Promise<string> {
  const { response: res, text } = await guardedGet(url, {
    accept,
    userAgent: USER_AGENT,
    allowedHosts,
    timeoutMs,
  });
  const wait = retryAfterMs(res.headers.get('retry-after'));
  if (res.status === 429) throw new SourceBlocked('http_429', wait);
  const body = await text();
  if (res.status === 403 || res.status === 503) {
    throw new SourceBlocked(CHALLENGE.some((p) => p.test(body)) ? 'challenge' : `http_${res.status}`, wait);
  }
  if (!res.ok) throw new FetchFailed(`http_${res.status}`);
  if (CHALLENGE.some((p) => p.test(body)) && !/<item>|<entry>|results-initials|project-item/.test(body))
    throw new SourceBlocked('challenge', wait);
  return body;
}
