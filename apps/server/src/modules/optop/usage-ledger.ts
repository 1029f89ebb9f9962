import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { MessageRow } from './conversation-store.ts';
import { optopConversations, optopMessages, optopUsage } from './schema.ts';

/**
 * Writes an answer's figures to the usage ledger once the provider reported them: one row per answer, for its
 * conversation's owner and dated as the answer, rewritten when the answer is saved again. An answer whose
 * conversation was deleted meanwhile writes nothing.
 */
export async function recordUsage(db: Db, row: MessageRow) {
  if (!row.usage) return;
  const { input_tokens, output_tokens, cost_usd } = row.usage;
  await db.execute(sql`
    insert into ${optopUsage} (message_id, user_id, model, input_tokens, output_tokens, cost_usd, created_at)
    select ${optopMessages.id}, ${optopConversations.ownerId}, ${row.model ?? ''}, ${input_tokens},
      ${output_tokens}, ${cost_usd}::float8, ${optopMessages.createdAt}
    from ${optopMessages}
    join ${optopConversations} on ${eq(optopConversations.id, optopMessages.conversationId)}
    where ${eq(optopMessages.id, row.id)}
    on conflict (message_id) do update set model = excluded.model, input_tokens = excluded.input_tokens,
      output_tokens = excluded.output_tokens, cost_usd = excluded.cost_usd`);
}
