import { doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { ApiTestRequest, ApiTestSchedule, ApiTestStepResult } from '@alvorada/contracts';
import { createdAt, moment, serialId, updatedAt } from '../../platform/db/columns.ts';
import { users } from '../../platform/db/schema.ts';

/** Saved API test collections: requests against the app's own API, with variables and assertions. */
export const apiTestCollections = pgTable('api_test_collections', {
  id: serialId(),
  name: text('name').notNull(),
  ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
  ownerName: text('owner_name').notNull(),
  variables: jsonb('variables').$type<Record<string, string>>().notNull(),
  requests: jsonb('requests').$type<ApiTestRequest[]>().notNull(),
  /** Runs every so many minutes as its owner; null runs only on demand. */
  scheduleMinutes: integer('schedule_minutes').$type<ApiTestSchedule>(),
  nextRunAt: moment('next_run_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Each run of a collection, as the user who asked for it. Its state lives in its job's row
 * (`background_jobs`, name `development.test-run`, subject the run's id); its results here.
 */
export const apiTestRuns = pgTable(
  'api_test_runs',
  {
    id: serialId(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => apiTestCollections.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    createdAt: createdAt(),
    durationMs: doublePrecision('duration_ms'),
    passed: integer('passed').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    steps: jsonb('steps').$type<ApiTestStepResult[]>().notNull().default([]),
  },
  (t) => [index('api_test_runs_collection_idx').on(t.collectionId, t.id)],
);
