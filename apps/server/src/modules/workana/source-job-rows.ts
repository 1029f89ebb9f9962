import { eq, sql } from 'drizzle-orm';
import { WORKANA_DIGEST_JOB_KIND, WORKANA_POLL_JOB_KIND, type WorkanaRunError } from '@alvorada/contracts';
import type { Actor } from '../../platform/access/actor.ts';
import type { MessageCode } from '../../platform/http/messages.ts';
import { users } from '../../platform/db/schema.ts';
import {
  backgroundJobRows,
  codedReason,
  jobRowColumns,
  personName,
  type JobRowSource,
} from '../../platform/jobs/job-rows.ts';
import { backgroundJobs } from '../../platform/jobs/job-schema.ts';
import { workanaRuns, workanaSources } from './schema.ts';

const readsWorkana = (actor: Actor) => actor.ability.can('read', 'Workana');
const SETTINGS_PAGE = '/automations/workana/settings';

/** A run's reasons as the jobs' messages say them, the site's or the failure's own words beside. */
const RUN_REASONS: Record<WorkanaRunError, MessageCode> = {
  blocked: 'job_blocked',
  failed: 'job_failed_with',
  interrupted: 'job_interrupted',
  lock_lost: 'job_lock_lost',
};

/** The sources' polls, for the area's readers; a failed source is run again from the settings page. */
const polls: JobRowSource = {
  kinds: [WORKANA_POLL_JOB_KIND],
  rows: (db, actor) =>
    readsWorkana(actor)
      ? db
          .select(
            jobRowColumns({
              kind: WORKANA_POLL_JOB_KIND,
              id: workanaRuns.id,
              state: workanaRuns.state,
              subject: workanaSources.name,
              owner: null,
              createdAt: workanaRuns.startedAt,
              startedAt: workanaRuns.startedAt,
              finishedAt: workanaRuns.finishedAt,
              error: workanaRuns.error,
              errorReason: sql`coalesce(${workanaRuns.blockedReason}, ${workanaRuns.errorReason})`,
            }),
          )
          .from(workanaRuns)
          .innerJoin(workanaSources, eq(workanaSources.id, workanaRuns.sourceId))
      : null,
  reason: codedReason(RUN_REASONS, 'job_failed_with'),
  link: () => SETTINGS_PAGE,
  retryable: (row) => row.state === 'failed',
};

/** The area's jobs: its sources' polls, and the digests, each reader seeing their own (an administrator all). */
export const workanaJobRows: JobRowSource[] = [
  polls,
  backgroundJobRows({
    kinds: [WORKANA_DIGEST_JOB_KIND],
    may: readsWorkana,
    mine: (actor) =>
      actor.ability.can('manage', 'all') ? undefined : eq(backgroundJobs.subject, String(actor.userId)),
    // A digest's subject is the id of the person it goes to.
    subject: sql`(select ${personName} from ${users} where ${users.id}::text = ${backgroundJobs.subject})`,
    link: () => SETTINGS_PAGE,
  }),
];
