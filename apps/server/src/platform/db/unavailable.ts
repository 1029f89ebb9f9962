const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
// PostgreSQL's shutdown and "cannot connect now" codes; class 08 is every connection exception.
const SERVER_CODES = new Set(['57P01', '57P02', '57P03']);
const LOST_CONNECTION =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable/;

/** Whether an error (or one it wraps) says the database could not be reached, rather than refusing a query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined; e;) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08')) return true;
    if (typeof e.message === 'string' && LOST_CONNECTION.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}
