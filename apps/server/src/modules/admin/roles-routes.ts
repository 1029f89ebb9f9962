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
import { writeRoutes } from '../../platform/http/write-routes.ts';

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

  app.get('/api/admin/roles/:id/', {
    config: { access: access.can('read', 'Admin') },
    schema: { tags, params: idParams, response: { 200: roleSchema } },
    handler: (request) => roles.get(request.params.id),
  });

  writeRoutes(app, roles, {
    paths: { list: '/api/admin/roles/', item: '/api/admin/roles/:id/' },
    access: (action) => access.can(action, 'Admin'),
    tags,
    schemas: { item: roleSchema, create: roleCreateSchema, patch: rolePatchSchema },
  });
}
