import { doublePrecision, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { SelfCheckResult } from '@alvorada/contracts';
import { createdAt } from '../../platform/db/columns.ts';
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
