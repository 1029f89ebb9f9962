export interface JobContext {
  id: string;
  attempt: number;
  /** No try follows if this one fails: the job's attempts are used up, or the queue is closing. */
  readonly lastAttempt: boolean;
  progress(fraction: number): Promise<void>;
}
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
  /** Jobs waiting, delayed or running, per job name: the developer tools chart the depths. */
  depths(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

export const DEFAULT_JOB_OPTIONS: JobOptions = { attempts: 3, backoffMs: 1000 };
