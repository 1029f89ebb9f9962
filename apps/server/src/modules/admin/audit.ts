import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../platform/db/client.ts';
import { auditLog } from '../../platform/db/schema.ts';

/** Records who changed what, from where, with the record before and after. */
export async function audit(
  tx: Executor,
  request: FastifyRequest,
  entry: { action: string; subject: string; targetId: string | number; before?: unknown; after?: unknown },
) {
  await tx.insert(auditLog).values({
    actorId: request.auth?.user.id ?? null,
    action: entry.action,
    subject: entry.subject,
    targetId: String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: request.ip,
  });
}
