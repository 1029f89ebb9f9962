/**
 * Events between server instances: realtime fan-out and cache invalidation.
 * In-process when there is one instance; Redis pub/sub when REDIS_URL is set.
 */
export interface EventBus {
  publish(channel: string, payload: unknown): Promise<void>;
  subscribe(channel: string, handler: (payload: unknown) => void): Promise<void>;
  close(): Promise<void>;
}
