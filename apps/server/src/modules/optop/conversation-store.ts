import { and, eq, isNull } from 'drizzle-orm';
import type { ListQuery, OptopConversation, OptopMessage } from '@alvorada/contracts';
import type { Db } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { listPage, tableSource, type ListSpec } from '../../platform/db/list.ts';
import { notFound } from '../../platform/http/errors.ts';
import { optopConversations, optopMessages } from './schema.ts';
import { recordUsage } from './usage-ledger.ts';

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

/** A turn as the browser reads it; `siblings` are its branches (itself alone unless it was edited). */
export const messageToApi = (row: MessageRow, siblings: number[] = [row.id]): OptopMessage => ({
  id: row.id,
  parent_id: row.parentId,
  siblings,
  role: row.role,
  content: row.content,
  tool_calls: row.toolCalls,
  usage: row.usage ?? null,
  model: row.model,
  error: row.error,
  created_at: row.createdAt.toISOString(),
});

const childrenOf = (rows: MessageRow[]) => {
  const children = new Map<number | null, MessageRow[]>();
  for (const row of rows) {
    const siblings = children.get(row.parentId);
    if (siblings) siblings.push(row);
    else children.set(row.parentId, [row]);
  }
  return children;
};

/** The branch shown: from the first question, at each turn the child chosen last (the newest on a tie). */
function activePath(rows: MessageRow[]) {
  const children = childrenOf(rows);
  const path: MessageRow[] = [];
  for (let next = children.get(null); next?.length; next = children.get(path.at(-1)!.id)) {
    path.push(
      next.reduce((a, b) =>
        b.chosenAt.getTime() > a.chosenAt.getTime() ||
        (b.chosenAt.getTime() === a.chosenAt.getTime() && b.id > a.id)
          ? b
          : a,
      ),
    );
  }
  return { path, children };
}

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

  const tree = (id: number) =>
    db.select().from(optopMessages).where(eq(optopMessages.conversationId, id)).orderBy(optopMessages.id);
  /** The branch shown, oldest first: what the provider reads back. */
  const history = async (id: number) => activePath(await tree(id)).path;

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
    /** The newest `limit` turns of the branch shown before `before` (all of them when absent), oldest first. */
    async messages(actor: Actor, id: number, query: { before?: number; limit: number }) {
      await own(actor, id);
      const { path, children } = activePath(await tree(id));
      const earlier = query.before ? path.filter((m) => m.id < query.before!) : path;
      return {
        results: earlier.slice(-query.limit).map((m) =>
          messageToApi(
            m,
            children.get(m.parentId)!.map((c) => c.id),
          ),
        ),
        has_more: earlier.length > query.limit,
      };
    },
    tree,
    history,
    /** A turn with its branches, as the browser reads it. */
    async toApi(row: MessageRow) {
      const siblings = await db
        .select({ id: optopMessages.id })
        .from(optopMessages)
        .where(
          and(
            eq(optopMessages.conversationId, row.conversationId),
            row.parentId === null ? isNull(optopMessages.parentId) : eq(optopMessages.parentId, row.parentId),
          ),
        )
        .orderBy(optopMessages.id);
      return messageToApi(
        row,
        siblings.map((s) => s.id),
      );
    },
    /** Adds a turn after the branch shown, or after `parentId` when given (an edit starts a branch). */
    async add(conversationId: number, values: Omit<typeof optopMessages.$inferInsert, 'conversationId'>) {
      const parentId =
        values.parentId !== undefined
          ? values.parentId
          : ((await history(conversationId)).at(-1)?.id ?? null);
      const [row] = await db
        .insert(optopMessages)
        .values({ conversationId, ...values, parentId })
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
      await recordUsage(db, row);
    },
    /** Shows the branch through one turn: it becomes its parent's chosen child. */
    async choose(actor: Actor, id: number, messageId: number) {
      await own(actor, id);
      const [row] = await db
        .update(optopMessages)
        .set({ chosenAt: new Date() })
        .where(and(eq(optopMessages.id, messageId), eq(optopMessages.conversationId, id)))
        .returning();
      if (!row) throw notFound();
    },
  };
}

export type ConversationStore = ReturnType<typeof createConversationStore>;
