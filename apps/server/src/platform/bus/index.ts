import type { Logger } from 'pino';
import type { EventBus } from './bus.ts';
import { createMemoryBus } from './memory-bus.ts';
import { createRedisBus } from './redis-bus.ts';

export type { EventBus } from './bus.ts';

export const createBus = (redisUrl: string | undefined, prefix: string, log: Logger): Promise<EventBus> =>
  redisUrl ? createRedisBus(redisUrl, prefix, log) : Promise.resolve(createMemoryBus());
