import type { Database } from '../db/client.ts';
import type { App } from './app-type.ts';
import { AppError, RETRY_AFTER_SECONDS } from './errors.ts';

/** They tell how the database is doing, so they answer whatever its queue. */
const ALWAYS_ANSWERED = new Set(['/api/health', '/api/ready']);

/**
 * Turns an API request away at once, 503 with Retry-After, while the embedded database's queue is full: in
 * line behind the others it would wait for seconds, and often past the client's patience. A request let
 * in is never stopped halfway, and jobs are never refused: only arrivals are.
 */
export function installDatabaseQueueGuard(app: App, database: Pick<Database, 'saturated'>) {
  // A callback, not an `async` hook: it runs on every request, and settles without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/') || ALWAYS_ANSWERED.has(request.routeOptions.url ?? ''))
      return done();
    if (!database.saturated()) return done();
    done(
      new AppError(503, 'service_unavailable', { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } }),
    );
  });
}
