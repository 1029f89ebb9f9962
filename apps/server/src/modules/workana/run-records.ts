import { sql } from 'drizzle-orm';
import type { WorkanaRun, WorkanaRunError, WorkanaRunStatus } from '@alvorada/contracts';
import { jobRecords } from '../../platform/jobs/job-records.ts';
import { workanaRuns } from './schema.ts';

export type RunRow = typeof workanaRuns.$inferSelect;

/** Advisory-lock space of source polls; the lock's second key is the run's id. */
const RUN_LOCK = 727_020;

/** The runs of the sources, each a poll in the one job lifecycle; a run whose process died ends interrupted. */
export const pollRuns = jobRecords<typeof workanaRuns, WorkanaRunError>(workanaRuns, {
  lock: RUN_LOCK,
  interrupted: 'interrupted',
});

/** A run's outcome as the history shows it: a failed run is blocked when the site refused it. */
export function runStatus(row: Pick<RunRow, 'state' | 'error'>): WorkanaRunStatus {
  if (row.state === 'queued' || row.state === 'running') return row.state;
  if (row.state === 'done') return 'ok';
  return row.error === 'blocked' ? 'blocked' : 'error';
}

/** `runStatus` in SQL, for the history's filter. */
export const runStatusSql = sql`case
  when ${workanaRuns.state} = 'done' then 'ok'
  when ${workanaRuns.state} in ('queued', 'running') then ${workanaRuns.state}
  when ${workanaRuns.error} = 'blocked' then 'blocked'
  else 'error' end`;

export const runToApi = (r: RunRow): WorkanaRun => ({
  id: r.id,
  source_id: r.sourceId,
  source_kind: r.sourceKind,
  status: runStatus(r),
  started_at: r.startedAt.toISOString(),
  duration_ms: r.durationMs,
  pages: r.pages,
  new_jobs: r.newJobs,
  duplicates: r.duplicates,
  blocked_reason: r.blockedReason,
  // A failure's own message, or why the run stopped (`interrupted`, `lock_lost`).
  error: r.error === 'blocked' ? null : (r.errorReason ?? r.error),
});
