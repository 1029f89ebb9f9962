import type { Redis } from 'ioredis';

/** Fixed-window counters shared by every instance (Redis) or kept in this process. */
export interface CounterStore {
  /** Adds one to the key's counter and answers the new count and the seconds until the window resets. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetSeconds: number }>;
  peek(key: string): Promise<{ count: number; resetSeconds: number }>;
  reset(key: string): Promise<void>;
}

export function createMemoryCounterStore(): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const w = windows.get(key);
    if (w && w.resetAt <= Date.now()) windows.delete(key);
    return windows.get(key);
  };
  const answer = (w?: { count: number; resetAt: number }) => ({
    count: w?.count ?? 0,
    resetSeconds: w ? Math.max(1, Math.ceil((w.resetAt - Date.now()) / 1000)) : 0,
  });
  return {
    async hit(key, windowSeconds) {
      const w = live(key) ?? { count: 0, resetAt: Date.now() + windowSeconds * 1000 };
      w.count += 1;
      windows.set(key, w);
      return answer(w);
    },
    async peek(key) {
      return answer(live(key));
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function createRedisCounterStore(redis: Redis, prefix: string): CounterStore {
  return {
    async hit(key, windowSeconds) {
      const k = prefix + key;
      const [[, count], [, ttl]] = (await redis.multi().incr(k).ttl(k).exec()) as [
        [null, number],
        [null, number],
      ];
      if (ttl < 0) await redis.expire(k, windowSeconds);
      return { count, resetSeconds: ttl < 0 ? windowSeconds : ttl };
    },
    async peek(key) {
      const k = prefix + key;
      const [[, count], [, ttl]] = (await redis.multi().get(k).ttl(k).exec()) as [
        [null, string | null],
        [null, number],
      ];
      return { count: Number(count ?? 0), resetSeconds: Math.max(ttl, 0) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
