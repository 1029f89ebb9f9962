import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  USER_STATUSES,
  access,
  listQuerySchema,
  pageOf as pageSchema,
  profileUpdateSchema,
  rawRuleSchema,
  userSchema,
  type ListQuery,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { assertCan } from '../../platform/access/access-hook.ts';
import { pageOf } from '../../platform/http/pagination.ts';
import { createAdminService, type UserChanges } from './service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const roleSchema = z.object({
  id: z.number(),
  code: z.string().nullable(),
  name: z.string(),
  rules: z.array(rawRuleSchema),
  user_count: z.number(),
});
const userPatchSchema = profileUpdateSchema.safeExtend({
  status: z.enum(USER_STATUSES).optional(),
  role: z.string().min(1).max(80).optional(),
});

export function adminRoutes(app: FastifyInstance, p: Platform) {
  const admin = createAdminService(p);
  const tags = ['admin'];

  app.get('/api/admin/users/', {
    config: { access: access.can('read', 'Admin') },
    schema: { tags, querystring: listQuerySchema, response: { 200: pageSchema(userSchema) } },
    handler: async (request) => {
      const query = request.query as ListQuery;
      const { total, results } = await admin.listUsers(query);
      return pageOf(request, query, total, results);
    },
  });

  app.get('/api/admin/users/:id/', {
    config: { access: access.can('read', 'Admin') },
    schema: { tags, params: idParams, response: { 200: userSchema } },
    handler: async (request) => {
      const user = await admin.getUser((request.params as { id: number }).id);
      assertCan(request, 'read', 'Admin', user);
      return user;
    },
  });

  app.patch('/api/admin/users/:id/', {
    config: { access: access.can('update', 'Admin') },
    schema: { tags, params: idParams, body: userPatchSchema, response: { 200: userSchema } },
    handler: async (request) => {
      const { id } = request.params as { id: number };
      assertCan(request, 'update', 'Admin', await admin.getUser(id));
      return admin.updateUser(request, id, request.body as UserChanges);
    },
  });

  app.get('/api/admin/roles/', {
    config: { access: access.can('read', 'Admin') },
    schema: { tags, response: { 200: pageSchema(roleSchema) } },
    handler: async () => {
      const results = await admin.listRoles();
      return { count: results.length, next: null, previous: null, results };
    },
  });

  app.patch('/api/admin/roles/:id/', {
    config: { access: access.can('update', 'Admin') },
    schema: {
      tags,
      params: idParams,
      body: z
        .object({
          name: z.string().trim().min(2).max(60).optional(),
          rules: z.array(rawRuleSchema).max(200).optional(),
        })
        .strict(),
      response: { 200: roleSchema },
    },
    handler: (request) =>
      admin.updateRole(request, (request.params as { id: number }).id, request.body as { name?: string }),
  });
}
