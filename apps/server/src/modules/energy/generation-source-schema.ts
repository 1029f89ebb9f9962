import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { GENERATION_SOURCE_KINDS, GENERATION_SOURCE_STATES } from '@alvorada/contracts';
import { createdAt, flag, moment, serialId } from '../../platform/db/columns.ts';
import { users } from '../../platform/db/schema.ts';
import { plants } from './schema.ts';

/**
 * Where each plant's generation comes from (one source per plant): files, or an inverter portal pulled on a
 * schedule. `api_key` is the portal's credential: the API never answers it, the logs never see it.
 */
export const generationSources = pgTable('energy_generation_sources', {
  id: serialId(),
  plantId: integer('plant_id')
    .notNull()
    .unique()
    .references(() => plants.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<(typeof GENERATION_SOURCE_KINDS)[number]>().notNull(),
  baseUrl: text('base_url'),
  siteId: text('site_id'),
  apiKey: text('api_key'),
  enabled: flag('enabled', true),
  intervalMinutes: integer('interval_minutes').notNull().default(360),
  state: text('state').$type<(typeof GENERATION_SOURCE_STATES)[number]>().notNull().default('idle'),
  failures: integer('failures').notNull().default(0),
  lastPullAt: moment('last_pull_at'),
  nextPullAt: moment('next_pull_at'),
  /** Why the last pull failed: a message code and its parameters. */
  lastError: text('last_error'),
  lastErrorParams: jsonb('last_error_params').$type<Record<string, string | number>>(),
  lastImportId: integer('last_import_id'),
  /** Who last saved the source: the bell tells them what its scheduled pulls bring, or that the key was refused. */
  savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
