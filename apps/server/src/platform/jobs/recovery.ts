import type { Executor } from '../db/client.ts';
import { createJobRowSources } from './job-rows.ts';

/** What an area does at start-up with the jobs a previous process left unfinished. */
export type JobRecovery = (db: Executor, jobsInMemory: boolean) => Promise<unknown>;

/**
 * The areas' job recoveries, registered as their jobs are defined and run once at start-up, before any job
 * of this process starts. `jobsInMemory` (no Redis) says that the jobs queued by a process died with it.
 * Beside them, `rows`: the sources of each area's job records, which the jobs view lists.
 */
export function createJobRecoveries() {
  const recoveries: JobRecovery[] = [];
  return {
    rows: createJobRowSources(),
    register(recovery: JobRecovery) {
      recoveries.push(recovery);
    },
    async recover(db: Executor, jobsInMemory: boolean) {
      for (const recovery of recoveries) await recovery(db, jobsInMemory);
    },
  };
}
export type JobRecoveries = ReturnType<typeof createJobRecoveries>;
