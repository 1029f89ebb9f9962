import { SourceBlocked } from './job-source.ts';

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

/**
 * GET a page with Node's fetch. 403 and 429, or a body that is a challenge page, raise `SourceBlocked` with
 * the reason and Retry-After; other failures raise an ordinary error.
 */
export async function politeFetch(url: string, accept: string, timeoutMs = 15_000): Promise<string> {
  const res = await fetch(url, {
    headers: { 'user-agent': USER_AGENT, accept },
    redirect: 'follow',
    signal: AbortSignal.timeout(timeoutMs),
  });
  const wait = retryAfterMs(res.headers.get('retry-after'));
  if (res.status === 429) throw new SourceBlocked('http_429', wait);
  const body = await res.text();
  if (res.status === 403 || res.status === 503) {
    throw new SourceBlocked(CHALLENGE.some((p) => p.test(body)) ? 'challenge' : `http_${res.status}`, wait);
  }
  if (!res.ok) throw new Error(`HTTP ${res.status} from ${new URL(url).host}`);
  if (CHALLENGE.some((p) => p.test(body)) && !/<item>|<entry>|results-initials|project-item/.test(body))
    throw new SourceBlocked('challenge', wait);
  return body;
}
