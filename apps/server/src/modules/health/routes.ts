import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { access } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';

const check = async (probe: () => Promise<unknown>) => {
  try {
    await probe();
    return 'ok' as const;
  } catch {
    return 'down' as const;
  }
};

export function healthRoutes(app: FastifyInstance, p: Platform) {
  const tags = ['health'];
  app.get('/api/health', {
    config: { access: access.public },
    schema: { tags, response: { 200: z.object({ status: z.literal('ok') }) } },
    handler: async () => ({ status: 'ok' as const }),
  });

  app.get('/api/ready', {
    config: { access: access.public },
    schema: { tags },
    handler: async (_request, reply) => {
      const database = await check(() => p.db.execute(sql`select 1`));
      const redis = p.redis ? await check(() => p.redis!.ping()) : 'not configured';
      const ready = database === 'ok' && redis !== 'down';
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
