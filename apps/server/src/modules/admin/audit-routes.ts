import { and, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  access,
  auditEntrySchema,
  auditQuerySchema,
  pageOf as pageSchema,
  type AuditEntry,
  type AuditQuery,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { auditLog, users } from '../../platform/db/schema.ts';
import { joinSource, listPage, type ListSpec } from '../../platform/db/list.ts';
import { auditEntryToApi } from '../../platform/audit/record-history.ts';
import type { App } from '../../platform/http/app-type.ts';

type AuditRow = typeof auditLog.$inferSelect;

/** The start of the day after `date` (UTC), computed by the database: after 9999-12-31 comes year 10000. */
const nextDay = (date: string) => sql`(cast(${date} as date) + 1)::timestamp at time zone 'UTC'`;

function auditWhere(q: AuditQuery): SQL | undefined {
  return and(
    q.actor_id ? eq(auditLog.actorId, q.actor_id) : undefined,
    q.subject ? eq(auditLog.subject, q.subject) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.target_id ? eq(auditLog.targetId, q.target_id) : undefined,
    q.user_id
      ? or(
          and(eq(auditLog.subject, 'User'), eq(auditLog.targetId, String(q.user_id))),
          eq(auditLog.actorId, q.user_id),
        )
      : undefined,
    q.from ? gte(auditLog.createdAt, new Date(q.from)) : undefined,
    q.to ? lt(auditLog.createdAt, nextDay(q.to)) : undefined,
  );
}

const AUDIT_LIST: ListSpec = {
  ordering: { created_at: auditLog.createdAt },
  defaultOrdering: '-created_at',
  key: auditLog.id,
};

const AUDIT_SOURCE = joinSource<{ entry: AuditRow; actor: AuditEntry['actor'] }>({
  from: auditLog,
  select: { entry: auditLog, actor: { id: users.id, full_name: users.fullName, email: users.email } },
  join: { table: users, on: eq(auditLog.actorId, users.id), left: true },
});

/** The audit log, newest first: who did what to which record, from where, before and after. */
export function adminAuditRoutes(app: App, p: Platform) {
  app.get('/api/admin/audit/', {
    config: { access: access.can('read', 'Admin') },
    schema: {
      tags: ['admin'],
      querystring: auditQuerySchema,
      response: { 200: pageSchema(auditEntrySchema) },
    },
    handler: async (request) => {
      const query = request.query;
      const page = await listPage(p.db, AUDIT_SOURCE, AUDIT_LIST, query, {
        ability: request.actor.ability,
        url: request.url,
        where: auditWhere(query),
      });
      return {
        ...page,
        results: page.results.map(auditEntryToApi),
      };
    },
  });
}
