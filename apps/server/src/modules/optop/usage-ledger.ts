import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { MessageRow } from './conversation-store.ts';
import { optopConversations, optopUsage } from './schema.ts';

/**
 * Writes an answer's figures to the usage ledger once the provider reported them: one row per answer, for its
 * conversation's owner and dated as the answer, rewritten when the answer is saved again.
 */
export async function recordUsage(db: Db, row: MessageRow) {
  if (!row.usage) return;
  const figures = {
    model: row.model ?? '',
    inputTokens: row.usage.input_tokens,
    outputTokens: row.usage.output_tokens,
    costUsd: row.usage.cost_usd,
  };
  await db
    .insert(optopUsage)
    .values({
      messageId: row.id,
      userId: sql`(select ${optopConversations.ownerId} from ${optopConversations} where ${optopConversations.id} = ${row.conversationId})`,
      createdAt: row.createdAt,
      ...figures,
    })
    .onConflictDoUpdate({ target: optopUsage.messageId, set: figures });
}
