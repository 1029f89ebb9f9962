import { AsyncResource } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { asArrival, isArrival, type Arrival } from '../db/embedded-queue.ts';
import type { App } from './app-type.ts';
import { AppError, RETRY_AFTER_SECONDS } from './errors.ts';

/** The scope each admitted API request's calls are made in. */
const arrivals = new WeakMap<FastifyRequest, AsyncResource>();

/** They tell how the database is doing, so they answer whatever its queue. */
const ALWAYS_ANSWERED = new Set(['/api/health', '/api/ready']);

/**
 * Turns an API request away at once, 503 with Retry-After, while the embedded database's queue holds
 * `DB_QUEUE_MAX` calls of requests being answered: in line behind the others it would wait for seconds, and
 * often past the client's patience. The line counts requests' calls only (embedded-queue.ts): a job writing
 * its results, or a busy machine running it slowly, never turns a request away; many requests at once do. A
 * request let in is never stopped halfway, and jobs are never refused: only arrivals are.
 */
export function installDatabaseQueueGuard(app: App, database: Pick<Database, 'saturated'>) {
  // A callback, not an `async` hook: it runs on every request, and settles without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/') || ALWAYS_ANSWERED.has(request.routeOptions.url ?? ''))
      return done();
    if (database.saturated())
      return done(
        new AppError(503, 'service_unavailable', {
          headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
        }),
      );
    const arrival: Arrival = { open: true };
    // Once answered (or given up by its client), what it set going is background work.
    reply.raw.once('close', () => (arrival.open = false));
    asArrival(arrival, done);
  });
  // A body read from the socket continues in the socket's context: the handler is put back in the request's,
  // as every `onRequest` hook left it (the request recorder's trace too).
  app.addHook('preParsing', (request, _reply, payload, done) => {
    if (isArrival()) arrivals.set(request, new AsyncResource('arrival'));
    done(null, payload);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const resource = arrivals.get(request);
    if (!resource) return done();
    resource.runInAsyncScope(done);
  });
}
