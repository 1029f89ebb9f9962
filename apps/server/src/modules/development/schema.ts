import { doublePrecision, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { SelfCheckResult } from '@alvorada/contracts';
import { createdAt, moment } from '../../platform/db/columns.ts';
import { users } from '../../platform/db/schema.ts';

/** Each run of the platform's self-checks from the tests page: who ran them, when, and every outcome. */
export const selfCheckRuns = pgTable(
  'self_check_runs',
  {
    id: serial('id').primaryKey(),
    createdAt: createdAt(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    durationMs: doublePrecision('duration_ms').notNull(),
    results: jsonb('results').$type<SelfCheckResult[]>().notNull(),
  },
  (t) => [index('self_check_runs_created_idx').on(t.createdAt)],
);

/**
 * The answers of 500 or more of every instance, grouped by route and error (`fingerprint`): how many, when
 * first and last, the newest requests' ids, and the error's message and stack as the platform redacts them.
 */
export const exceptionGroups = pgTable(
  'development_exceptions',
  {
    fingerprint: text('fingerprint').primaryKey(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    error: text('error').notNull(),
    stack: text('stack').notNull().default(''),
    count: integer('count').notNull().default(1),
    firstSeen: moment('first_seen').notNull().defaultNow(),
    lastSeen: moment('last_seen').notNull().defaultNow(),
    requestIds: text('request_ids').array().notNull(),
  },
  (t) => [index('development_exceptions_last_seen').on(t.lastSeen)],
);
