import type { Logger } from 'pino';
import { createBullQueue } from './bullmq-queue.ts';
import { createMemoryQueue } from './memory-queue.ts';
import type { JobQueue } from './queue.ts';

export type { JobQueue, JobContext } from './queue.ts';

export const createQueue = (
  redisUrl: string | undefined,
  prefix: string,
  log: Logger,
  redisUp: () => boolean,
): JobQueue => (redisUrl ? createBullQueue(redisUrl, prefix, log, redisUp) : createMemoryQueue(log));
