import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { JobState } from '@alvorada/contracts';
import { createdAt, moment, serialId } from '../db/columns.ts';
import { users } from '../db/schema.ts';

/**
 * The jobs of kinds that keep no table of their own (a credit expiry, a Workana digest), one row each, in
 * the one lifecycle (job-records.ts). One job per kind and subject is queued or running at a time.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: serialId(),
    /** The job's queue name. */
    name: text('name').notNull(),
    /** What it works on, in its kind's terms: the cycle whose credits expire, the user a digest goes to. */
    subject: text('subject').notNull(),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    state: text('state').$type<JobState>().notNull().default('queued'),
    /** Why it failed, as a message code, and that message's parameters. */
    error: text('error'),
    errorReason: text('error_reason'),
    createdAt: createdAt(),
    startedAt: moment('started_at'),
    finishedAt: moment('finished_at'),
  },
  (t) => [
    uniqueIndex('background_jobs_active')
      .on(t.name, t.subject)
      .where(sql`${t.state} in ('queued', 'running')`),
    index('background_jobs_created').on(t.createdAt),
  ],
);
