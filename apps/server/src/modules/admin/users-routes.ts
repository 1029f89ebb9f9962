import { readableFields } from '../../platform/access/field-rules.ts';
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
  type AdminUser,
  idParams,
  safeString,
} from '@alvorada/contracts';
import { assertCan } from '../../platform/access/access-hook.ts';
import type { Actor } from '../../platform/access/actor.ts';
import type { App } from '../../platform/http/app-type.ts';
import { translate } from '../../platform/http/messages.ts';
import type { UsersService } from './users-service.ts';
import { userExportColumns } from './users-export.ts';
import { exportRoute } from '../../platform/http/export-route.ts';

const detailSchema = z.object({ detail: safeString() });
const tags = ['admin'];

export function adminUserRoutes(app: App, users: UsersService) {
  /** The user `id`, when the caller's rules let them read that record. */
  const readable = async (actor: Actor, id: number) => {
    const user = await users.get(id);
    assertCan(actor, 'read', 'Admin', user);
    return user;
  };
  const shown = (actor: Actor, user: AdminUser) => readableFields(actor.ability, 'Admin', [user])[0];

  app.get('/api/admin/users/', {
    config: { access: access.canRecords('read', 'Admin') },
    schema: { tags, querystring: adminUserListQuerySchema, response: { 200: pageSchema(adminUserSchema) } },
    handler: (request) =>
      users.list(request.query, {
        ability: request.actor.ability,
        url: request.url,
      }),
  });

  app.get('/api/admin/users/stats/', {
    config: { access: access.canRecords('read', 'Admin') },
    schema: { tags, response: { 200: userStatsSchema } },
    handler: (request) => users.stats({ ability: request.actor.ability }),
  });

  exportRoute(app, '/api/admin/users/export/', {
    access: access.canRecords('read', 'Admin'),
    tags,
    query: adminUserExportQuerySchema,
    name: 'users',
    columns: userExportColumns,
    rows: (actor, query) => users.all(query, { ability: actor.ability }),
    timeZone: (query) => query.time_zone ?? 'UTC',
  });

  app.post('/api/admin/users/', {
    config: { access: access.can('create', 'Admin') },
    schema: { tags, body: adminUserCreateSchema, response: { 201: adminUserSchema } },
    handler: async (request, reply) => {
      const user = await users.create(request.actor, request.body, request.actor.locale);
      return reply.code(201).send(shown(request.actor, user));
    },
  });

  app.post('/api/admin/users/bulk/', {
    config: { access: access.canRecords('update', 'Admin') },
    schema: { tags, body: bulkUserSchema, response: { 200: bulkResultSchema } },
    handler: (request) => {
      const { ids, action } = request.body;
      return users.bulk(request.actor, ids, action, request.actor.locale);
    },
  });

  app.get('/api/admin/users/:id/', {
    config: { access: access.canRecords('read', 'Admin') },
    schema: { tags, params: idParams, response: { 200: adminUserSchema } },
    handler: async (request) => shown(request.actor, await readable(request.actor, request.params.id)),
  });

  app.patch('/api/admin/users/:id/', {
    config: { access: access.canRecords('update', 'Admin') },
    schema: { tags, params: idParams, body: adminUserPatchSchema, response: { 200: adminUserSchema } },
    handler: async (request) =>
      shown(request.actor, await users.update(request.actor, request.params.id, request.body)),
  });

  app.delete('/api/admin/users/:id/', {
    config: { access: access.canRecords('delete', 'Admin') },
    schema: { tags, params: idParams, body: deleteUserSchema },
    handler: async (request, reply) => {
      const { id } = request.params;
      await users.remove(request.actor, id, request.body.confirm);
      return reply.code(204).send();
    },
  });

  app.post('/api/admin/users/:id/purge/', {
    config: { access: access.can('delete', 'Admin') },
    schema: { tags, params: idParams },
    handler: async (request, reply) => {
      await users.purge(request.actor, request.params.id);
      return reply.code(204).send();
    },
  });

  app.post('/api/admin/users/:id/reset-link/', {
    config: { access: access.canRecords('update', 'Admin') },
    schema: { tags, params: idParams, response: { 202: detailSchema } },
    handler: async (request, reply) => {
      const locale = request.actor.locale;
      const email = await users.sendResetLink(request.actor, request.params.id, locale);
      return reply.code(202).send({ detail: translate('link_sent', locale, { email }) });
    },
  });

  app.get('/api/admin/users/:id/sessions/', {
    config: { access: access.canRecords('read', 'Admin') },
    schema: { tags, params: idParams, response: { 200: z.array(sessionSchema) } },
    handler: async (request) => {
      const { id } = request.params;
      await readable(request.actor, id);
      const rows = await users.sessions.list(id);
      return rows.map((row) => toSession(row, request.auth?.sessionId));
    },
  });

  app.delete('/api/admin/users/:id/sessions/:session/', {
    config: { access: access.canRecords('update', 'Admin') },
    schema: { tags, params: idParams.extend({ session: z.uuid() }) },
    handler: async (request, reply) => {
      const { id, session } = request.params;
      await users.revokeSession(request.actor, id, session);
      return reply.code(204).send();
    },
  });
}
