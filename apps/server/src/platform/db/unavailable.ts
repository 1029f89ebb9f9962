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
// The last: a database set to refuse new sessions (`allow_connections false`, as during maintenance).
const LOST_CONNECTION =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|is not currently accepting connections/;

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

/**
 * Runs `work` again, every `delayMs`, while the database cannot be reached, up to `tries` times: for a write
 * that records an outage's consequence (a run stopped by its lost connection), which the outage itself
 * would otherwise swallow.
 */
export async function whenDatabaseAnswers<T>(work: () => Promise<T>, tries = 60, delayMs = 1000): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= tries || !isDatabaseUnavailable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
