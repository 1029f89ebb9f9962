import {
  access,
  pageOf as pageSchema,
  roleCreateSchema,
  rolePatchSchema,
  roleSchema,
  idParams,
} from '@alvorada/contracts';
import type { RolesService } from './roles-service.ts';
import type { App } from '../../platform/http/app-type.ts';
import { deleteRoute } from '../../platform/http/delete-route.ts';

const tags = ['admin'];

export function adminRoleRoutes(app: App, roles: RolesService) {
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
    handler: async (request, reply) => reply.code(201).send(await roles.create(request.actor, request.body)),
  });

  app.get('/api/admin/roles/:id/', {
    config: { access: access.can('read', 'Admin') },
    schema: { tags, params: idParams, response: { 200: roleSchema } },
    handler: (request) => roles.get(request.params.id),
  });

  app.patch('/api/admin/roles/:id/', {
    config: { access: access.can('update', 'Admin') },
    schema: { tags, params: idParams, body: rolePatchSchema, response: { 200: roleSchema } },
    handler: (request) => roles.update(request.actor, request.params.id, request.body),
  });

  deleteRoute(app, '/api/admin/roles/:id/', {
    access: access.can('delete', 'Admin'),
    tags,
    remove: roles.remove,
  });
}
