import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { AuditEntry } from '@alvorada/contracts';
import type { Executor } from '../db/client.ts';
import { auditLog, users } from '../db/schema.ts';

/**
 * One record's own audit entries, newest first, for the record's page: an area shows its readers what was done
 * to a record they may read without opening the whole audit log to them.
 */
export async function recordHistory(
  db: Executor,
  subject: string,
  targetId: string | number,
  limit: number,
  /** Where records of one subject share ids, the record's name its actions end in (`update_customer`). */
  record?: string,
): Promise<AuditEntry[]> {
  const rows = await db
    .select({ entry: auditLog, actor: { id: users.id, full_name: users.fullName, email: users.email } })
    .from(auditLog)
    .leftJoin(users, eq(auditLog.actorId, users.id))
    .where(
      and(
        eq(auditLog.subject, subject),
        eq(auditLog.targetId, String(targetId)),
        record === undefined ? undefined : like(auditLog.action, `%\\_${record}`),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map(auditEntryToApi);
}

/**
 * The fields of a record that its audited updates changed from `version` on (the version an edit was made on):
 * each update's entry holds the record before and after, the version among its fields.
 */
export async function fieldsChangedSince(
  db: Executor,
  target: { subject: string; action: string; id: number },
  version: number,
): Promise<string[]> {
  const entries = await db
    .select({ before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.subject, target.subject),
        eq(auditLog.targetId, String(target.id)),
        eq(auditLog.action, target.action),
        sql`(${auditLog.before}->>'version')::int >= ${version}`,
      ),
    );
  const changed = new Set<string>();
  for (const { before, after } of entries) {
    const old = (before ?? {}) as Record<string, unknown>;
    const now = (after ?? {}) as Record<string, unknown>;
    for (const key of new Set([...Object.keys(old), ...Object.keys(now)]))
      if (key !== 'version' && JSON.stringify(old[key]) !== JSON.stringify(now[key])) changed.add(key);
  }
  return [...changed].sort();
}

/** An audit entry as the API gives it, with its author when the author is still known. */
export const auditEntryToApi = ({
  entry,
  actor,
}: {
  entry: typeof auditLog.$inferSelect;
  actor: { id: number | null } | null;
}): AuditEntry => ({
  id: entry.id,
  actor: actor?.id ? (actor as AuditEntry['actor']) : null,
  action: entry.action,
  subject: entry.subject,
  target_id: entry.targetId,
  before: entry.before,
  after: entry.after,
  ip: entry.ip,
  created_at: entry.createdAt.toISOString(),
});
