import { Queue, QueueEvents, Worker, type JobType } from 'bullmq';
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

/** The states of a job that has not ended. */
const LIVE: JobType[] = ['waiting', 'delayed', 'active', 'prioritized', 'waiting-children'];

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
  /** One reader of each queue's event stream, made when a first listener comes and kept from then on. */
  const events = new Map<string, Promise<QueueEvents>>();
  const entry = (name: string) => {
    const found = queues.get(name);
    if (!found) throw new Error(`No handler for job ${name}`);
    return found;
  };
  function eventsOf(name: string) {
    let reader = events.get(name);
    if (!reader) {
      const made = new QueueEvents(name, { connection, prefix: bullPrefix });
      made.on('error', (err: Error) => log.debug({ err, job: name }, 'job events connection error'));
      made.setMaxListeners(0);
      reader = made.waitUntilReady().then(() => made);
      reader.catch(() => events.delete(name));
      events.set(name, reader);
    }
    return reader;
  }
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
      const { queue } = entry(name);
      // While Redis is away, refuse at once so the client may retry, rather than hold the request.
      if (!redisUp())
        throw new AppError(503, 'service_unavailable', {
          headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
        });
      const job = await queue.add(name, data);
      return job.id!;
    },
    async onEnded(name, listener) {
      const reader = await eventsOf(name);
      const completed = ({ jobId }: { jobId: string }) => listener({ id: jobId, failed: null });
      const failed = ({ jobId, failedReason }: { jobId: string; failedReason: string }) =>
        listener({ id: jobId, failed: failedReason });
      reader.on('completed', completed);
      reader.on('failed', failed);
      return () => {
        reader.off('completed', completed);
        reader.off('failed', failed);
      };
    },
    async live(name) {
      const jobs = await entry(name).queue.getJobs(LIVE);
      return new Map(jobs.filter(Boolean).map((job) => [job.id!, job.data as unknown]));
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
      for (const reader of events.values()) await (await reader.catch(() => null))?.close();
      for (const { queue, worker } of queues.values()) {
        await worker?.close();
        await queue.close();
      }
    },
  };
}
