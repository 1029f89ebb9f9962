import type { Logger } from 'pino';
import type { Executor } from '../db/client.ts';
import type { JobQueue } from '../queue/queue.ts';
import { createJobRowSources } from './job-rows.ts';

/** What an area does at start-up with the jobs a previous process left unfinished. */
export type JobRecovery = (db: Executor, jobsInMemory: boolean) => Promise<unknown>;

/** A table's jobs as the queue holds them: each queued job's data names its row's id under `key`. */
export interface QueuedJobs {
  name: string;
  key: string;
  /** The ids of the rows still `queued`. */
  queued(db: Executor): Promise<number[]>;
  /** Ends a queued row failed, with its table's reason for a job that was lost. */
  fail(db: Executor, id: number): Promise<void>;
}

/**
 * The areas' job recoveries, registered as their jobs are defined and run once at start-up, before any job
 * of this process starts. `jobsInMemory` (no Redis) says that the jobs queued by a process died with it.
 * Beside them, `rows`: the sources of each area's job records, which the jobs view lists; and the sweep
 * of the rows left `queued` whose queue job Redis lost.
 */
export function createJobRecoveries() {
  const recoveries: JobRecovery[] = [];
  const tables: QueuedJobs[] = [];
  /** Per job name, the rows found queued without a queue job at the last sweep. */
  let suspects = new Map<string, Set<number>>();

  /**
   * Fails the rows still `queued` whose job is no longer in the queue (Redis restarted without its data,
   * or lost its keys): no process would ever run them. A row counts as lost when two sweeps in a row find
   * it so, as one queued between the reading of the rows and that of the queue is missing for a moment.
   */
  async function sweep(db: Executor, queue: JobQueue) {
    const next = new Map<string, Set<number>>();
    for (const table of tables) {
      const ids = await table.queued(db);
      if (!ids.length) continue;
      const live = new Set(
        [...(await queue.live(table.name)).values()].map((data) => jobRowId(data, table.key)),
      );
      const before = suspects.get(table.name);
      const missing = ids.filter((id) => !live.has(id));
      for (const id of missing) if (before?.has(id)) await table.fail(db, id);
      next.set(table.name, new Set(missing.filter((id) => !before?.has(id))));
    }
    suspects = next;
  }

  return {
    rows: createJobRowSources(),
    register(recovery: JobRecovery) {
      recoveries.push(recovery);
    },
    /** A table whose queued rows the sweep compares with the queue. */
    registerQueued(table: QueuedJobs) {
      tables.push(table);
    },
    async recover(db: Executor, jobsInMemory: boolean) {
      for (const recovery of recoveries) await recovery(db, jobsInMemory);
    },
    sweep,
    /**
     * Sweeps now and every `everyMs` (one sweep at a time), for a process that runs jobs on Redis; answers
     * the function that stops it.
     */
    sweepEvery(db: Executor, queue: JobQueue, everyMs: number, log: Logger) {
      let sweeping: Promise<void> | null = null;
      const start = () => {
        sweeping ??= sweep(db, queue)
          .catch((err: unknown) => log.warn({ err }, 'lost queued jobs: sweep failed'))
          .finally(() => (sweeping = null));
      };
      start();
      const timer = setInterval(start, everyMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await sweeping;
      };
    },
  };
}
export type JobRecoveries = ReturnType<typeof createJobRecoveries>;

const jobRowId = (data: unknown, key: string) => (data as Record<string, unknown> | null)?.[key];
