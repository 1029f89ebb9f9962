import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  BudgetType,
  Locale,
  MatchReason,
  RuleCriteria,
  JobState,
  WorkanaRunError,
  WorkanaSourceKind,
  WorkanaSourceState,
} from '@alvorada/contracts';
import { serialId, moment, createdAt, updatedAt, flag } from '../../platform/db/columns.ts';
import { users } from '../../platform/db/schema.ts';

/** Where jobs come from; `next_run_at` carries the jitter and any backoff. */
export const workanaSources = pgTable('workana_sources', {
  id: serialId(),
  kind: text('kind').$type<WorkanaSourceKind>().notNull().unique(),
  name: text('name').notNull(),
  url: text('url'),
  enabled: flag('enabled', false),
  intervalMinutes: integer('interval_minutes').notNull().default(15),
  /** Source-specific state: the webhook's secret, the fixture's replay round. */
  settings: jsonb('settings').$type<{ secret?: string; round?: number }>().notNull().default({}),
  state: text('state').$type<WorkanaSourceState>().notNull().default('idle'),
  blockedReason: text('blocked_reason'),
  failures: integer('failures').notNull().default(0),
  lastRunAt: moment('last_run_at'),
  nextRunAt: moment('next_run_at'),
});

/**
 * A source's poll, a job in the one lifecycle (run-records.ts): queued, running, then done or failed with its
 * reason (`error`, and the failure's message or the site's block beside it). One run per source is queued or
 * running at a time.
 */
export const workanaRuns = pgTable(
  'workana_runs',
  {
    id: serialId(),
    sourceId: integer('source_id')
      .notNull()
      .references(() => workanaSources.id, { onDelete: 'cascade' }),
    sourceKind: text('source_kind').$type<WorkanaSourceKind>().notNull(),
    state: text('status').$type<JobState>().notNull().default('queued'),
    startedAt: moment('started_at').notNull().defaultNow(),
    finishedAt: moment('finished_at'),
    durationMs: integer('duration_ms'),
    pages: integer('pages').notNull().default(0),
    newJobs: integer('new_jobs').notNull().default(0),
    duplicates: integer('duplicates').notNull().default(0),
    blockedReason: text('blocked_reason'),
    error: text('error').$type<WorkanaRunError>(),
    errorReason: text('error_reason'),
  },
  (t) => [
    index('workana_runs_started').on(t.startedAt),
    uniqueIndex('workana_runs_active')
      .on(t.sourceId)
      .where(sql`${t.state} in ('queued', 'running')`),
  ],
);

export const workanaJobs = pgTable(
  'workana_jobs',
  {
    id: serialId(),
    source: text('source').$type<WorkanaSourceKind>().notNull(),
    externalId: text('external_id').notNull(),
    url: text('url').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    budgetType: text('budget_type').$type<BudgetType>(),
    budgetMin: doublePrecision('budget_min'),
    budgetMax: doublePrecision('budget_max'),
    budgetCurrency: text('budget_currency'),
    budgetRaw: text('budget_raw'),
    bids: integer('bids'),
    postedAt: moment('posted_at'),
    clientName: text('client_name'),
    clientCountry: text('client_country'),
    clientVerified: flag('client_verified', false),
    clientRating: real('client_rating'),
    urgent: flag('urgent', false),
    featured: flag('featured', false),
    invite: flag('invite', false),
    firstSeenAt: moment('first_seen_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('workana_jobs_source_external').on(t.source, t.externalId),
    index('workana_jobs_first_seen').on(t.firstSeenAt),
  ],
);

export const workanaRules = pgTable('workana_rules', {
  id: serialId(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  enabled: flag('enabled', true),
  criteria: jsonb('criteria').$type<RuleCriteria>().notNull(),
  createdAt: createdAt(),
});

/**
 * A job one user's rule found: at most one per user and job. `delivered_at` stays null while a digest, quiet
 * hours or the hourly cap hold it back.
 */
export const workanaMatches = pgTable(
  'workana_matches',
  {
    id: serialId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => workanaJobs.id, { onDelete: 'cascade' }),
    ruleId: integer('rule_id').references(() => workanaRules.id, { onDelete: 'set null' }),
    ruleName: text('rule_name').notNull(),
    reasons: jsonb('reasons').$type<MatchReason[]>().notNull(),
    bidsAtMatch: integer('bids_at_match'),
    createdAt: createdAt(),
    deliveredAt: moment('delivered_at'),
    readAt: moment('read_at'),
  },
  (t) => [
    uniqueIndex('workana_matches_user_job').on(t.userId, t.jobId),
    index('workana_matches_pending')
      .on(t.userId)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

export const workanaPreferences = pgTable('workana_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mode: text('mode').$type<'instant' | 'digest'>().notNull().default('instant'),
  digestHour: integer('digest_hour').notNull().default(8),
  quietStart: integer('quiet_start'),
  quietEnd: integer('quiet_end'),
  hourlyCap: integer('hourly_cap').notNull().default(20),
  email: flag('email', false),
  timezone: text('timezone').notNull().default('America/Sao_Paulo'),
  /** The language of the bell and e-mail texts: the one the user last saved their settings in. */
  locale: text('locale').$type<Locale>().notNull().default('pt-BR'),
  lastDigestAt: moment('last_digest_at'),
});

export const workanaRates = pgTable('workana_rates', {
  currency: text('currency').primaryKey(),
  toBrl: doublePrecision('to_brl').notNull(),
  updatedAt: updatedAt(),
});
