import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { OptopProvider, OptopToolCall, OptopUsage } from '@alvorada/contracts';
import { createdAt } from '../../platform/db/columns.ts';
import { users } from '../../platform/db/schema.ts';

/** A person's conversations with the agent; nobody else reads them. */
export const optopConversations = pgTable(
  'optop_conversations',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('optop_conversations_owner').on(t.ownerId, t.updatedAt)],
);

/**
 * One turn: the person's question, or the agent's answer with the tools it called (arguments, state, result)
 * and the tokens the provider reported. Turns form a tree through `parent_id`: editing a question adds a
 * sibling beside it (a branch); the conversation shown follows, from the root, the child chosen last.
 */
export const optopMessages = pgTable(
  'optop_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => optopConversations.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => optopMessages.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    content: text('content').notNull().default(''),
    toolCalls: jsonb('tool_calls').$type<OptopToolCall[]>().notNull().default([]),
    usage: jsonb('usage').$type<OptopUsage>(),
    model: text('model'),
    error: text('error'),
    createdAt: createdAt(),
    /** When this branch was last chosen among its siblings (made or switched to). */
    chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('optop_messages_conversation').on(t.conversationId, t.id),
    index('optop_messages_parent').on(t.parentId),
  ],
);

/**
 * What each answer cost, kept apart from the conversation: deleting a conversation takes its text and leaves
 * its figures on the usage page (the answer's link turns null). Written with the answer, dated as it.
 */
export const optopUsage = pgTable(
  'optop_usage',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id').references(() => optopMessages.id, { onDelete: 'set null' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    model: text('model').notNull().default(''),
    inputTokens: integer('input_tokens').notNull(),
    outputTokens: integer('output_tokens').notNull(),
    costUsd: doublePrecision('cost_usd'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('optop_usage_message').on(t.messageId), index('optop_usage_created').on(t.createdAt)],
);

/** The administrator's provider configuration (one row); the key is kept here and never sent to a browser. */
export const optopSettings = pgTable('optop_settings', {
  id: integer('id').primaryKey().default(1),
  provider: text('provider').$type<OptopProvider>().notNull(),
  baseUrl: text('base_url').notNull().default(''),
  model: text('model').notNull().default(''),
  apiKey: text('api_key').notNull().default(''),
  /** Whether e-mail addresses may reach the provider whole; documents and phones are always masked. */
  shareEmail: boolean('share_email').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
