export interface JobContext {
  id: string;
  attempt: number;
  /** No try follows if this one fails: the job's attempts are used up, or the queue is closing. */
  readonly lastAttempt: boolean;
  progress(fraction: number): Promise<void>;
}
/** How a job ended: completed, or failed with no try left, with the queue's reason. */
export type JobEnd = { id: string; failed: string | null };

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;
export interface JobOptions {
  /** Total tries before the job is left failed. */
  attempts: number;
  /** Delay before the second try; doubles after each failure. */
  backoffMs: number;
}

/**
 * Background jobs (mail, reports, long computations). In-process without Redis; BullMQ with REDIS_URL,
 * where any instance or worker process may run a job. Handlers must be idempotent: a job may run again.
 */
export interface JobQueue {
  define<T>(name: string, handler: JobHandler<T>, options?: Partial<JobOptions>): void;
  add<T>(name: string, data: T): Promise<string>;
  /**
   * Calls `listener` as each job of `name` ends, on whichever process ran it; answers the function that stops
   * it. With Redis the ends are read from its event stream: one may be missed (Redis lost it, or it came
   * before this process first listened), so a caller that waits on a job also looks at `live` now and then.
   */
  onEnded(name: string, listener: (end: JobEnd) => void): Promise<() => void>;
  /** The jobs of `name` still waiting, delayed or running, by id: their data. */
  live(name: string): Promise<Map<string, unknown>>;
  /** Jobs waiting, delayed or running, per job name: the developer tools chart the depths. */
  depths(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

export const DEFAULT_JOB_OPTIONS: JobOptions = { attempts: 3, backoffMs: 1000 };
