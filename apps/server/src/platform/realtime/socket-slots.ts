import type { Redis } from 'ioredis';

/** Sockets one user may hold open at once, over every instance. */
export const MAX_SOCKETS_PER_USER = 20;

const ACQUIRE = `redis.call('zremrangebyscore', KEYS[1], '-inf', ARGV[1])
if redis.call('zcard', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('zadd', KEYS[1], ARGV[3], ARGV[4])
redis.call('pexpire', KEYS[1], ARGV[5])
return 1`;

/**
 * The user's open sockets as a Redis sorted set of leases: each instance renews its own on every heartbeat,
 * so the slots of an instance that died lapse by themselves, and a Redis that restarted empty learns them again.
 */
export function createSocketSlots(redis: Redis, prefix: string, leaseMs: number) {
  const key = (userId: number) => `${prefix}sockets:${userId}`;
  return {
    async acquire(userId: number, socketId: string): Promise<boolean> {
      const now = Date.now();
      const taken = await redis.eval(
        ACQUIRE,
        1,
        key(userId),
        now,
        MAX_SOCKETS_PER_USER,
        now + leaseMs,
        socketId,
        leaseMs,
      );
      return taken === 1;
    },
    async renew(held: { userId: number; socketId: string }[]) {
      if (held.length === 0) return;
      const expiry = Date.now() + leaseMs;
      const batch = redis.pipeline();
      for (const { userId, socketId } of held) {
        batch.zadd(key(userId), expiry, socketId).pexpire(key(userId), leaseMs);
      }
      await batch.exec();
    },
    async release(userId: number, socketId: string) {
      await redis.zrem(key(userId), socketId);
    },
  };
}
export type SocketSlots = ReturnType<typeof createSocketSlots>;
