import { and, desc, eq } from 'drizzle-orm';
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
): Promise<AuditEntry[]> {
  const rows = await db
    .select({ entry: auditLog, actor: { id: users.id, full_name: users.fullName, email: users.email } })
    .from(auditLog)
    .leftJoin(users, eq(auditLog.actorId, users.id))
    .where(and(eq(auditLog.subject, subject), eq(auditLog.targetId, String(targetId))))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map(auditEntryToApi);
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
