import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  access,
  pageOf as pageSchema,
  roleCreateSchema,
  rolePatchSchema,
  roleSchema,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { createRolesService } from './roles-service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const tags = ['admin'];
type Id = { id: number };

export function adminRoleRoutes(app: FastifyInstance, p: Platform) {
  const roles = createRolesService(p);

  app.get('/api/admin/roles/', {
    config: { access: access.can('read', 'Admin') },
    schema: { tags, response: { 200: pageSchema(roleSchema) } },
    handler: async () => {
      const results = await roles.list();
      return { count: results.length, next: null, previous: null, results };
    },
  });

  app.post('/api/admin/roles/', {
    config: { access: access.can('create', 'Admin') },
    schema: { tags, body: roleCreateSchema, response: { 201: roleSchema } },
    handler: async (request, reply) =>
      reply.code(201).send(await roles.create(request, request.body as z.infer<typeof roleCreateSchema>)),
  });

  app.get('/api/admin/roles/:id/', {
    config: { access: access.can('read', 'Admin') },
    schema: { tags, params: idParams, response: { 200: roleSchema } },
    handler: (request) => roles.get((request.params as Id).id),
  });

  app.patch('/api/admin/roles/:id/', {
    config: { access: access.can('update', 'Admin') },
    schema: { tags, params: idParams, body: rolePatchSchema, response: { 200: roleSchema } },
    handler: (request) =>
      roles.update(request, (request.params as Id).id, request.body as z.infer<typeof rolePatchSchema>),
  });

  app.delete('/api/admin/roles/:id/', {
    config: { access: access.can('delete', 'Admin') },
    schema: { tags, params: idParams },
    handler: async (request, reply) => {
      await roles.remove(request, (request.params as Id).id);
      return reply.code(204).send();
    },
  });
}
