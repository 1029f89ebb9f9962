import { Queue, Worker } from 'bullmq';
import type { Logger } from 'pino';
import { AppError, RETRY_AFTER_SECONDS } from '../http/errors.ts';
import { DEFAULT_JOB_OPTIONS, type JobHandler, type JobOptions, type JobQueue } from './queue.ts';
import { runsHere, type ProcessRole } from './job-placement.ts';

export interface BullQueueOptions {
  redisUrl: string;
  prefix: string;
  log: Logger;
  /** Tells whether Redis answers now: BullMQ itself would wait for it indefinitely. */
  redisUp: () => boolean;
  /** This process consumes the queues of the jobs placed on its role (job-placement.ts); it may add to all. */
  role: ProcessRole;
  /** How long a job's claim lasts unrenewed before the job of a dead worker goes to another. */
  stalledMs: number;
}

export function createBullQueue({
  redisUrl,
  prefix,
  log,
  redisUp,
  role,
  stalledMs,
}: BullQueueOptions): JobQueue {
  const connection = { url: redisUrl, maxRetriesPerRequest: null };
  const queues = new Map<string, { queue: Queue; worker: Worker | null }>();
  const bullPrefix = `${prefix}bull`;
  return {
    define<T>(name: string, handler: JobHandler<T>, options?: Partial<JobOptions>) {
      const { attempts, backoffMs } = { ...DEFAULT_JOB_OPTIONS, ...options };
      const queue = new Queue(name, {
        connection,
        prefix: bullPrefix,
        defaultJobOptions: {
          attempts,
          backoff: { type: 'exponential', delay: backoffMs },
          removeOnComplete: 1000,
          removeOnFail: 5000,
        },
      });
      const worker = runsHere(role, name)
        ? new Worker(
            name,
            (job) =>
              handler(job.data as T, {
                id: job.id!,
                attempt: job.attemptsMade + 1,
                lastAttempt: job.attemptsMade + 1 >= (job.opts.attempts ?? 1),
                progress: (p) => job.updateProgress(p),
              }),
            { connection, prefix: bullPrefix, lockDuration: stalledMs, stalledInterval: stalledMs },
          )
        : null;
      // Connection errors repeat on every reconnection attempt while Redis is away.
      const connectionError = (err: Error) => log.debug({ err, job: name }, 'job queue connection error');
      queue.on('error', connectionError);
      worker?.on('error', connectionError);
      worker?.on('failed', (job, err) => log.warn({ err, job: name, id: job?.id }, 'job attempt failed'));
      queues.set(name, { queue, worker });
    },
    async add(name, data) {
      const entry = queues.get(name);
      if (!entry) throw new Error(`No handler for job ${name}`);
      // While Redis is away, refuse at once so the client may retry, rather than hold the request.
      if (!redisUp())
        throw new AppError(503, 'service_unavailable', {
          headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
        });
      const job = await entry.queue.add(name, data);
      return job.id!;
    },
    async depths() {
      const entries = await Promise.all(
        [...queues].map(async ([name, { queue }]) => {
          const counts = await queue.getJobCounts('waiting', 'delayed', 'active');
          return [name, counts.waiting + counts.delayed + counts.active] as const;
        }),
      );
      return Object.fromEntries(entries);
    },
    async close() {
      for (const { queue, worker } of queues.values()) {
        await worker?.close();
        await queue.close();
      }
    },
  };
}
