import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { UserPreferences } from '@alvorada/contracts';
import { users } from '../../platform/db/schema.ts';

/** What a user keeps across devices and browsers (the look and language stay in the browser's settings). */
export const userPreferences = pgTable('user_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dashboard: jsonb('dashboard').$type<UserPreferences['dashboard']>(),
  pinnedPages: jsonb('pinned_pages').$type<string[]>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
