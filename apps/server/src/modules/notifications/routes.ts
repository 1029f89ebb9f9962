import { z } from 'zod';
import {
  access,
  listQuerySchema,
  notificationSchema,
  pageOf as pageSchema,
  idSchema,
} from '@alvorada/contracts';
import { requireAuth } from '../../platform/access/access-hook.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { Notifications } from './service.ts';
import type { App } from '../../platform/http/app-type.ts';

export function notificationRoutes(app: App, service: Notifications) {
  const tags = ['notifications'];
  const listQuery = listQuerySchema.pick({ page: true, page_size: true });

  app.get('/api/notifications/', {
    config: { access: access.authenticated },
    schema: {
      tags,
      querystring: listQuery,
      response: { 200: pageSchema(notificationSchema).extend({ unread: z.number().int() }) },
    },
    handler: (request) => {
      const { user } = requireAuth(request);
      return service.list(user.id, request.query, { ability: request.actor.ability, url: request.url });
    },
  });

  app.post('/api/notifications/:id/read/', {
    config: { access: access.authenticated },
    schema: { tags, params: z.object({ id: idSchema }) },
    handler: async (request, reply) => {
      if (!(await service.markRead(requireAuth(request).user.id, request.params.id))) throw notFound();
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
