import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** Fixed-window counters shared by every instance (Redis) or kept in this process. */
export interface CounterStore {
  /** Adds one to the key's counter, atomically, and answers the new count and the seconds until the window resets. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetSeconds: number }>;
  /** Takes back one hit, e.g. an attempt that turned out legitimate. */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export function createMemoryCounterStore(): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const w = windows.get(key);
    if (w && w.resetAt <= Date.now()) windows.delete(key);
    return windows.get(key);
  };
  return {
    async hit(key, windowSeconds) {
      const w = live(key) ?? { count: 0, resetAt: Date.now() + windowSeconds * 1000 };
      w.count += 1;
      windows.set(key, w);
      return { count: w.count, resetSeconds: Math.max(1, Math.ceil((w.resetAt - Date.now()) / 1000)) };
    },
    async release(key) {
      const w = live(key);
      if (w && w.count > 0) w.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

const RELEASE = `if redis.call('exists', KEYS[1]) == 1 and tonumber(redis.call('get', KEYS[1])) > 0 then
  return redis.call('decr', KEYS[1]) end return 0`;

export function createRedisCounterStore(redis: Redis, prefix: string): CounterStore {
  return {
    async hit(key, windowSeconds) {
      const k = prefix + key;
      // One transaction: the window starts with the first hit, and no hit can slip between count and expiry.
      const result = await redis.multi().set(k, 0, 'EX', windowSeconds, 'NX').incr(k).ttl(k).exec();
      const [, [, count], [, ttl]] = result as [unknown, [null, number], [null, number]];
      return { count, resetSeconds: ttl > 0 ? ttl : windowSeconds };
    },
    async release(key) {
      await redis.eval(RELEASE, 1, prefix + key);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/**
 * Redis counters while Redis answers, this process's own while it is away: a Redis outage weakens throttling
 * to per-instance limits for its duration instead of failing every login.
 */
export function createFallbackCounterStore(
  primary: CounterStore,
  isUp: () => boolean,
  log: Logger,
): CounterStore {
  const local = createMemoryCounterStore();
  let degraded = false;
  const run = async <T>(work: (store: CounterStore) => Promise<T>): Promise<T> => {
    if (isUp()) {
      try {
        const out = await work(primary);
        if (degraded) log.info('throttle counters back in Redis');
        degraded = false;
        return out;
      } catch (err) {
        if (!degraded) log.warn({ err }, 'Redis unavailable: throttle counters kept in this process');
        degraded = true;
      }
    } else if (!degraded) {
      log.warn('Redis unavailable: throttle counters kept in this process');
      degraded = true;
    }
    return work(local);
  };
  return {
    hit: (key, windowSeconds) => run((s) => s.hit(key, windowSeconds)),
    release: (key) => run((s) => s.release(key)),
    reset: (key) => run((s) => s.reset(key)),
  };
}
