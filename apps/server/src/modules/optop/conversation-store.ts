import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { ListQuery, OptopConversation, OptopMessage } from '@alvorada/contracts';
import type { Db } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { listPage, tableSource, type ListSpec } from '../../platform/db/list.ts';
import { notFound } from '../../platform/http/errors.ts';
import { optopConversations, optopMessages } from './schema.ts';

type ConversationRow = typeof optopConversations.$inferSelect;
export type MessageRow = typeof optopMessages.$inferSelect;

const LIST: ListSpec = {
  ordering: { updated_at: optopConversations.updatedAt, title: optopConversations.title },
  defaultOrdering: '-updated_at',
  key: optopConversations.id,
  search: [optopConversations.title],
};

export const conversationToApi = (row: ConversationRow): OptopConversation => ({
  id: row.id,
  title: row.title,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const messageToApi = (row: MessageRow): OptopMessage => ({
  id: row.id,
  role: row.role,
  content: row.content,
  tool_calls: row.toolCalls,
  usage: row.usage ?? null,
  model: row.model,
  error: row.error,
  created_at: row.createdAt.toISOString(),
});

/** Conversations belong to the person who had them: anyone else's answers as missing. */
export function createConversationStore(db: Db) {
  async function own(actor: Actor, id: number) {
    const [row] = await db
      .select()
      .from(optopConversations)
      .where(and(eq(optopConversations.id, id), eq(optopConversations.ownerId, actor.userId ?? -1)));
    if (!row) throw notFound();
    return row;
  }

  return {
    own,
    async list(actor: Actor, query: ListQuery, url: string) {
      const page = await listPage(db, tableSource(optopConversations), LIST, query, {
        ability: actor.ability,
        url,
        where: eq(optopConversations.ownerId, actor.userId ?? -1),
      });
      return { ...page, results: page.results.map(conversationToApi) };
    },
    async create(actor: Actor, question: string) {
      const title = question.replace(/\s+/g, ' ').trim().slice(0, 80);
      const [row] = await db.insert(optopConversations).values({ ownerId: actor.userId!, title }).returning();
      return row!;
    },
    async rename(actor: Actor, id: number, title: string) {
      await own(actor, id);
      const [row] = await db
        .update(optopConversations)
        .set({ title })
        .where(eq(optopConversations.id, id))
        .returning();
      return conversationToApi(row!);
    },
    async remove(actor: Actor, id: number) {
      await own(actor, id);
      await db.delete(optopConversations).where(eq(optopConversations.id, id));
    },
    /** The newest `limit` messages before `before` (all of them when absent), oldest first. */
    async messages(actor: Actor, id: number, query: { before?: number; limit: number }) {
      await own(actor, id);
      const rows = await db
        .select()
        .from(optopMessages)
        .where(
          and(
            eq(optopMessages.conversationId, id),
            query.before ? lt(optopMessages.id, query.before) : undefined,
          ),
        )
        .orderBy(desc(optopMessages.id))
        .limit(query.limit + 1);
      return {
        results: rows.slice(0, query.limit).reverse().map(messageToApi),
        has_more: rows.length > query.limit,
      };
    },
    /** Every message, oldest first: what the provider reads back. */
    history: (id: number) =>
      db.select().from(optopMessages).where(eq(optopMessages.conversationId, id)).orderBy(optopMessages.id),
    async add(conversationId: number, values: Omit<typeof optopMessages.$inferInsert, 'conversationId'>) {
      const [row] = await db
        .insert(optopMessages)
        .values({ conversationId, ...values })
        .returning();
      await db
        .update(optopConversations)
        .set({ updatedAt: new Date() })
        .where(eq(optopConversations.id, conversationId));
      return row!;
    },
    async save(row: MessageRow) {
      await db
        .update(optopMessages)
        .set({ content: row.content, toolCalls: row.toolCalls, usage: row.usage, error: row.error })
        .where(eq(optopMessages.id, row.id));
    },
    /** Drops the answers after the last question, so it can be asked again. */
    async dropAnswersAfter(conversationId: number, messageId: number) {
      await db
        .delete(optopMessages)
        .where(and(eq(optopMessages.conversationId, conversationId), gt(optopMessages.id, messageId)));
    },
  };
}

export type ConversationStore = ReturnType<typeof createConversationStore>;
