import { createBullQueue, type BullQueueOptions } from './bullmq-queue.ts';
import { createMemoryQueue } from './memory-queue.ts';
import type { JobQueue } from './queue.ts';

export type { JobQueue, JobContext } from './queue.ts';

/** BullMQ with a Redis URL; without one, the jobs run in this process (which then has every role). */
export const createQueue = ({
  redisUrl,
  ...options
}: Omit<BullQueueOptions, 'redisUrl'> & { redisUrl: string | undefined }): JobQueue =>
  redisUrl ? createBullQueue({ ...options, redisUrl }) : createMemoryQueue(options.log);
