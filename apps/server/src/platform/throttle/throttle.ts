import { AppError } from '../http/errors.ts';
import type { CounterStore } from './counters.ts';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts an attempt against each limit before the attempt is allowed, so concurrent attempts cannot all pass
 * a check made before any of them was counted; over any limit, the attempt is refused with 429 and Retry-After.
 */
export function createThrottle(counters: CounterStore) {
  return {
    async consume(limits: Limit[]) {
      const hits = await Promise.all(limits.map((l) => counters.hit(l.key, l.windowSeconds)));
      const over = hits.filter((hit, i) => hit.count > limits[i].max);
      if (over.length === 0) return;
      const seconds = Math.max(...over.map((hit) => hit.resetSeconds));
      throw new AppError(429, 'throttled', {
        params: { seconds },
        headers: { 'retry-after': String(seconds) },
      });
    },
    release: (key: string) => counters.release(key),
    reset: (key: string) => counters.reset(key),
  };
}
export type Throttle = ReturnType<typeof createThrottle>;
