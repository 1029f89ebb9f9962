import type { EventBus } from './bus.ts';
import { createMemoryBus } from './memory-bus.ts';
import { createRedisBus } from './redis-bus.ts';

export type { EventBus } from './bus.ts';

export const createBus = (redisUrl: string | undefined, prefix: string): Promise<EventBus> =>
  redisUrl ? createRedisBus(redisUrl, prefix) : Promise.resolve(createMemoryBus());
