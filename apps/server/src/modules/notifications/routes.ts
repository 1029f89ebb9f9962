import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  access,
  listQuerySchema,
  notificationSchema,
  pageOf as pageSchema,
  type ListQuery,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { requireAuth } from '../../platform/access/access-hook.ts';
import { notFound } from '../../platform/http/errors.ts';
import { offsetOf, pageOf } from '../../platform/http/pagination.ts';
import { createNotifications } from './service.ts';

export function notificationRoutes(app: FastifyInstance, p: Platform) {
  const service = createNotifications(p);
  const tags = ['notifications'];
  const listQuery = listQuerySchema.pick({ page: true, page_size: true });

  app.get('/api/notifications/', {
    config: { access: access.authenticated },
    schema: {
      tags,
      querystring: listQuery,
      response: { 200: pageSchema(notificationSchema).extend({ unread: z.number().int() }) },
    },
    handler: async (request) => {
      const query = request.query as ListQuery;
      const { rows, total, unread } = await service.list(
        requireAuth(request).user.id,
        query.page_size,
        offsetOf(query),
      );
      return { ...pageOf(request, query, total, rows), unread };
    },
  });

  app.post('/api/notifications/:id/read/', {
    config: { access: access.authenticated },
    schema: { tags, params: z.object({ id: z.coerce.number().int().positive() }) },
    handler: async (request, reply) => {
      if (!(await service.markRead(requireAuth(request).user.id, (request.params as { id: number }).id)))
        throw notFound();
      return reply.code(204).send();
    },
  });

  app.post('/api/notifications/read-all/', {
    config: { access: access.authenticated },
    schema: { tags },
    handler: async (request, reply) => {
      await service.markAllRead(requireAuth(request).user.id);
      return reply.code(204).send();
    },
  });

  return service;
}
