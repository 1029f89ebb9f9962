import type { FastifyInstance } from 'fastify';
import { toSession } from '../auth/sessions.ts';
import { z } from 'zod';
import {
  access,
  adminUserCreateSchema,
  adminUserExportQuerySchema,
  adminUserListQuerySchema,
  adminUserPatchSchema,
  adminUserSchema,
  bulkResultSchema,
  bulkUserSchema,
  deleteUserSchema,
  pageOf as pageSchema,
  sessionSchema,
  userStatsSchema,
  type AdminUserCreate,
  type AdminUserListQuery,
  type AdminUserPatch,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { assertCan } from '../../platform/access/access-hook.ts';
import { pageOf } from '../../platform/http/pagination.ts';
import { pickLocale } from '../../platform/http/locale.ts';
import { translate } from '../../platform/http/messages.ts';
import { createUsersService } from './users-service.ts';
import { usersCsv, usersXlsx } from './users-export.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const detailSchema = z.object({ detail: z.string() });
const tags = ['admin'];
type Id = { id: number };

export function adminUserRoutes(app: FastifyInstance, p: Platform) {
  const users = createUsersService(p);

  app.get('/api/admin/users/', {
    config: { access: access.can('read', 'Admin') },
    schema: { tags, querystring: adminUserListQuerySchema, response: { 200: pageSchema(adminUserSchema) } },
    handler: async (request) => {
      const query = request.query as AdminUserListQuery;
      const { total, results } = await users.list(query);
      return pageOf(request, query, total, results);
    },
  });

  app.get('/api/admin/users/stats/', {
    config: { access: access.can('read', 'Admin') },
    schema: { tags, response: { 200: userStatsSchema } },
    handler: () => users.stats(),
  });

  app.get('/api/admin/users/export/', {
    config: { access: access.can('read', 'Admin') },
    schema: { tags, querystring: adminUserExportQuerySchema },
    handler: async (request, reply) => {
      const query = request.query as z.infer<typeof adminUserExportQuerySchema>;
      const rows = await users.all(query);
      const stamp = new Date().toISOString().slice(0, 10);
      reply.header('content-disposition', `attachment; filename="users-${stamp}.${query.format}"`);
      if (query.format === 'xlsx')
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .send(await usersXlsx(rows));
      return reply.type('text/csv; charset=utf-8').send(usersCsv(rows));
    },
  });

  app.post('/api/admin/users/', {
    config: { access: access.can('create', 'Admin') },
    schema: { tags, body: adminUserCreateSchema, response: { 201: adminUserSchema } },
    handler: async (request, reply) => {
      const user = await users.create(
        request,
        request.body as AdminUserCreate,
        pickLocale(request.headers['accept-language']),
      );
      return reply.code(201).send(user);
    },
  });

  app.post('/api/admin/users/bulk/', {
    config: { access: access.can('update', 'Admin') },
    schema: { tags, body: bulkUserSchema, response: { 200: bulkResultSchema } },
    handler: (request) => {
      const { ids, action } = request.body as z.infer<typeof bulkUserSchema>;
      return users.bulk(request, ids, action, pickLocale(request.headers['accept-language']));
    },
  });

  app.get('/api/admin/users/:id/', {
    config: { access: access.can('read', 'Admin') },
    schema: { tags, params: idParams, response: { 200: adminUserSchema } },
    handler: async (request) => {
      const user = await users.get((request.params as Id).id);
      assertCan(request, 'read', 'Admin', user);
      return user;
    },
  });

  app.patch('/api/admin/users/:id/', {
    config: { access: access.can('update', 'Admin') },
    schema: { tags, params: idParams, body: adminUserPatchSchema, response: { 200: adminUserSchema } },
    handler: async (request) => {
      const { id } = request.params as Id;
      assertCan(request, 'update', 'Admin', await users.get(id));
      return users.update(request, id, request.body as AdminUserPatch);
    },
  });

  app.delete('/api/admin/users/:id/', {
    config: { access: access.can('delete', 'Admin') },
    schema: { tags, params: idParams, body: deleteUserSchema },
    handler: async (request, reply) => {
      const { id } = request.params as Id;
      assertCan(request, 'delete', 'Admin', await users.get(id));
      await users.remove(request, id, (request.body as { confirm: string }).confirm);
      return reply.code(204).send();
    },
  });

  app.post('/api/admin/users/:id/purge/', {
    config: { access: access.can('delete', 'Admin') },
    schema: { tags, params: idParams },
    handler: async (request, reply) => {
      await users.purge(request, (request.params as Id).id);
      return reply.code(204).send();
    },
  });

  app.post('/api/admin/users/:id/reset-link/', {
    config: { access: access.can('update', 'Admin') },
    schema: { tags, params: idParams, response: { 202: detailSchema } },
    handler: async (request, reply) => {
      const locale = pickLocale(request.headers['accept-language']);
      const email = await users.sendResetLink(request, (request.params as Id).id, locale);
      return reply.code(202).send({ detail: translate('link_sent', locale, { email }) });
    },
  });

  app.get('/api/admin/users/:id/sessions/', {
    config: { access: access.can('read', 'Admin') },
    schema: { tags, params: idParams, response: { 200: z.array(sessionSchema) } },
    handler: async (request) => {
      const { id } = request.params as Id;
      await users.find(id);
      const rows = await users.sessions.list(id);
      return rows.map((row) => toSession(row, request.auth?.sessionId));
    },
  });

  app.delete('/api/admin/users/:id/sessions/:session/', {
    config: { access: access.can('update', 'Admin') },
    schema: { tags, params: idParams.extend({ session: z.uuid() }) },
    handler: async (request, reply) => {
      const { id, session } = request.params as Id & { session: string };
      await users.revokeSession(request, id, session);
      return reply.code(204).send();
    },
  });
}
