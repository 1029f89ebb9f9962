/**
 * Events between server instances: realtime fan-out and cache invalidation.
 * In-process when there is one instance; Redis pub/sub when REDIS_URL is set.
 */
export interface EventBus {
  publish(channel: string, payload: unknown): Promise<void>;
  subscribe(channel: string, handler: (payload: unknown) => void): Promise<void>;
  close(): Promise<void>;
  /**
   * Which unbroken stretch of delivery this process is in: a number that changes whenever messages may have
   * been missed (the subscription was lost and made again), null while messages cannot reach it. A cache
   * that other instances keep fresh through messages is only trusted within one stretch.
   */
  deliveryStretch(): number | null;
  /** Calls `listener` each time a new stretch of delivery begins after messages may have been missed. */
  onResumed(listener: () => void): void;
}
