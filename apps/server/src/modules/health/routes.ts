import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { access } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { App } from '../../platform/http/app-type.ts';
import { RETRY_AFTER_SECONDS } from '../../platform/http/errors.ts';
import { serializeOnce } from '../../platform/http/serialize-once.ts';

/** The liveness answer, always the same object: written once. */
const ALIVE = { status: 'ok' as const };

/** A dependency that does not answer within this time counts as down: a readiness probe must not hang. */
const PROBE_TIMEOUT_MS = 800;

const check = async (probe: () => Promise<unknown>) => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'ok' as const;
  } catch {
    return 'down' as const;
  } finally {
    clearTimeout(timer);
  }
};

export function healthRoutes(app: App, p: Platform) {
  const tags = ['health'];
  app.get('/api/health', {
    config: { access: access.public },
    schema: { tags, response: { 200: z.object({ status: z.literal('ok') }) } },
    serializerCompiler: serializeOnce,
    handler: async () => ALIVE,
  });

  app.get('/api/ready', {
    config: { access: access.public },
    schema: { tags },
    handler: async (_request, reply) => {
      const [database, redis] = await Promise.all([
        check(() => p.db.execute(sql`select 1`)),
        p.redis ? check(() => p.redis!.ping()) : ('not configured' as const),
      ]);
      const ready = database === 'ok' && redis !== 'down';
      if (!ready) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply
        .code(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'unavailable', database, redis, engine: p.database.engine });
    },
  });

  app.get('/metrics', {
    config: { access: access.can('read', 'Development'), serviceToken: p.config.metricsToken },
    schema: { hide: true },
    handler: async (_request, reply) =>
      reply.type(p.metrics.registry.contentType).send(await p.metrics.registry.metrics()),
  });

  app.get('/api/docs/openapi.json', {
    config: { access: access.public },
    schema: { hide: true },
    handler: async () => app.swagger(),
  });
}
