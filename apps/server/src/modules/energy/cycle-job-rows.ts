import { ne, sql } from 'drizzle-orm';
import type { CycleCloseError } from '@alvorada/contracts';
import type { Actor } from '../../platform/access/actor.ts';
import type { MessageCode } from '../../platform/http/messages.ts';
import {
  backgroundJobRows,
  codedReason,
  jobRowColumns,
  type JobRowSource,
} from '../../platform/jobs/job-rows.ts';
import { CLOSE_JOB, EXPIRE_JOB } from './cycle-jobs.ts';
import { RECOMPUTE_JOB } from './cycle-recompute-job.ts';
import { cycles } from './schema.ts';

const readsCycles = (actor: Actor) => actor.ability.can('read', 'Credito');

/** A cycle's close reasons as the jobs' messages say them (rows older than the codes read as unexpected). */
const CLOSE_REASONS: Record<CycleCloseError, MessageCode> = {
  not_queued: 'job_not_queued',
  interrupted: 'job_interrupted',
  unexpected: 'job_failed_unexpected',
};

/**
 * A cycle's close (or recompute of one), from the cycle's own states: claimed and waiting reads queued,
 * closing reads running, closed done and failed failed; a cycle never closed is no job. Readers of credits.
 */
const closes: JobRowSource = {
  kinds: [CLOSE_JOB],
  rows: (db, actor) =>
    readsCycles(actor)
      ? db
          .select(
            jobRowColumns({
              kind: sql`${CLOSE_JOB}`,
              id: cycles.id,
              state: sql`case ${cycles.state} when 'closed' then 'done' when 'failed' then 'failed'
                else case when ${cycles.startedAt} is null then 'queued' else 'running' end end`,
              subject: cycles.cycle,
              owner: null,
              createdAt: sql`coalesce(${cycles.startedAt}, ${cycles.createdAt})`,
              startedAt: cycles.startedAt,
              finishedAt: sql`case when ${cycles.state} = 'closed' then ${cycles.closedAt} end`,
              error: cycles.error,
              errorReason: null,
            }),
          )
          .from(cycles)
          .where(ne(cycles.state, 'open'))
      : null,
  reason: codedReason(CLOSE_REASONS, 'job_failed_unexpected'),
  link: (row) => `/creditos/ciclos/${row.id}`,
  retryable: (row) => row.state === 'failed',
};

/** The cycles' jobs: closes from the cycles, the expiries of credits and the recomputes from their rows. */
export const cycleJobRows: JobRowSource[] = [
  closes,
  backgroundJobRows({
    kinds: [EXPIRE_JOB, RECOMPUTE_JOB],
    may: readsCycles,
    link: () => '/creditos/ciclos',
  }),
];
