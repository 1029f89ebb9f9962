import type { Executor } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import type { Actor } from '../access/actor.ts';

/** Records who changed what, from where, with the record before and after. */
export async function audit(
  tx: Executor,
  actor: Actor,
  entry: { action: string; subject: string; targetId: string | number; before?: unknown; after?: unknown },
) {
  await tx.insert(auditLog).values({
    actorId: actor.userId,
    action: entry.action,
    subject: entry.subject,
    targetId: String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: actor.ip,
  });
}
