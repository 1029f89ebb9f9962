import { createHash } from 'node:crypto';
import { desc, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ExceptionGroup } from '@alvorada/contracts';
import type { App } from '../../platform/http/app-type.ts';
import { redact } from '../../platform/http/redact.ts';
import type { Platform } from '../../platform/platform.ts';
import { exceptionGroups } from './schema.ts';

/** Requests named per group, the error's and the stack's length kept, and how long a quiet group stays. */
const IDS_PER_GROUP = 10;
const ERROR_CHARS = 300;
const STACK_CHARS = 4000;
export const EXCEPTION_RETENTION_MS = 7 * 86_400_000;

const redacted = (text: string, limit: number) => (redact(text) as string).slice(0, limit);

/** The error's type and the first line of its message, as the log names it. */
const errorText = (error: Error | undefined, status: number) =>
  error ? redacted(`${error.name}: ${error.message.split('\n')[0]}`, ERROR_CHARS) : `HTTP ${status}`;

/**
 * The answers of 500 or more of every instance, kept in the database so one view shows them all: grouped by
 * route and error, each group's count, first and last time and newest requests. A failed answer costs one
 * upsert, made once the answer is sent.
 */
export function createExceptionStore(p: Pick<Platform, 'db' | 'log'>) {
  const thrown = new WeakMap<FastifyRequest, Error>();

  async function record(request: FastifyRequest, status: number) {
    const error = thrown.get(request);
    const method = request.method;
    const route = request.routeOptions.url ?? request.url.split('?')[0]!;
    const text = errorText(error, status);
    const fingerprint = createHash('sha256').update(`${method} ${route}\n${text}`).digest('hex');
    const stack = redacted(error?.stack ?? '', STACK_CHARS);
    await p.db
      .insert(exceptionGroups)
      .values({ fingerprint, method, route, error: text, stack, requestIds: [request.id] })
      .onConflictDoUpdate({
        target: exceptionGroups.fingerprint,
        set: {
          count: sql`${exceptionGroups.count} + 1`,
          lastSeen: sql`now()`,
          stack,
          requestIds: sql`(array[${request.id}]::text[] || ${exceptionGroups.requestIds})[1:${sql.raw(String(IDS_PER_GROUP))}]`,
        },
      });
  }

  return {
    install(app: App) {
      app.addHook('onError', (request, _reply, error, done) => {
        thrown.set(request, error);
        done();
      });
      app.addHook('onResponse', (request, reply, done) => {
        if (reply.statusCode >= 500)
          record(request, reply.statusCode).catch((err: unknown) =>
            p.log.warn({ err }, 'exception not recorded'),
          );
        done();
      });
    },

    /** The groups, the one seen last first. */
    async list(): Promise<ExceptionGroup[]> {
      const rows = await p.db.select().from(exceptionGroups).orderBy(desc(exceptionGroups.lastSeen));
      return rows.map((r) => ({
        method: r.method,
        route: r.route,
        error: r.error,
        stack: r.stack,
        count: r.count,
        first_at: r.firstSeen.toISOString(),
        last_at: r.lastSeen.toISOString(),
        request_ids: r.requestIds,
      }));
    },

    /** Forgets the groups nothing happened to for longer than the retention. */
    async purge() {
      await p.db
        .delete(exceptionGroups)
        .where(lt(exceptionGroups.lastSeen, new Date(Date.now() - EXCEPTION_RETENTION_MS)));
    },
  };
}
export type ExceptionStore = ReturnType<typeof createExceptionStore>;
