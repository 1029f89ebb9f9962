import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { EventBus } from './bus.ts';

/** Messages kept for a Redis that is away; past this, the oldest are dropped (caches expire on their own). */
const PENDING_MAX = 10_000;

/**
 * Redis pub/sub. A publish never fails its caller: it comes after a commit, and the request succeeded. While
 * Redis is away, messages wait in this process and go out, in order, once both connections are back.
 */
export async function createRedisBus(url: string, prefix: string, log: Logger): Promise<EventBus> {
  const pub = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, commandTimeout: 1000 });
  // Subscriptions are renewed below, where Redis's confirmation is awaited and a refusal tried again.
  const sub = new Redis(url, { lazyConnect: true, autoResubscribe: false });
  await Promise.all([pub.connect(), sub.connect()]);
  // Connection errors repeat on every reconnection attempt; what an outage means is logged where it matters.
  for (const client of [pub, sub])
    client.on('error', (err) => log.debug({ err }, 'event bus connection error'));
  const handlers = new Map<string, ((payload: unknown) => void)[]>();
  sub.on('message', (channel: string, message: string) => {
    const payload: unknown = JSON.parse(message);
    for (const handler of handlers.get(channel) ?? []) handler(payload);
  });

  const pending: [channel: string, message: string][] = [];
  let flushing = false;
  // Whether this process's subscriptions are in force again after the subscriber reconnected: a message
  // published before they are would reach no one, its own sockets included.
  let listening = true;
  // Counts the times the subscriptions were in force again after a loss: what this process heard is
  // unbroken only within one of them.
  let stretch = 0;
  const resumed: (() => void)[] = [];
  const up = () => pub.status === 'ready' && sub.status === 'ready' && listening;
  async function flush() {
    if (flushing) return;
    flushing = true;
    let sent = 0;
    try {
      while (pending.length > 0 && up()) {
        const [channel, message] = pending[0];
        await pub.publish(channel, message);
        pending.shift();
        sent += 1;
      }
      if (sent > 0) log.info({ sent }, 'event bus: Redis is back, held messages sent');
    } catch (err) {
      log.warn({ err, held: pending.length }, 'event bus: publish failed, will retry when Redis is back');
    } finally {
      flushing = false;
    }
  }
  const hold = (channel: string, message: string) => {
    if (pending.length === 0) log.warn('event bus: Redis unavailable, holding messages until it is back');
    pending.push([channel, message]);
    if (pending.length > PENDING_MAX) pending.shift();
  };
  pub.on('ready', () => void flush());
  sub.on('close', () => (listening = false));
  let resubscribing = false;
  // ioredis subscribes again on its own, without waiting for Redis to confirm; this answer does. One refused
  // (a Redis still starting) is tried again by the timer below until one is confirmed.
  function resubscribe() {
    if (resubscribing || listening || sub.status !== 'ready') return;
    resubscribing = true;
    const channels = [...handlers.keys()];
    (channels.length ? sub.subscribe(...channels) : Promise.resolve())
      .then(
        () => {
          listening = true;
          stretch += 1;
          for (const listener of resumed) listener();
          void flush();
        },
        (err: unknown) => log.warn({ err }, 'event bus: could not subscribe again once Redis was back'),
      )
      .finally(() => (resubscribing = false));
  }
  sub.on('ready', resubscribe);
  // Held messages go out whenever Redis answers, whatever order the connections' `ready` and a publish that
  // failed meanwhile came in: a message held after both were ready would otherwise wait for the next outage.
  const retry = setInterval(() => {
    resubscribe();
    if (pending.length > 0 && up()) void flush();
  }, 1000);
  retry.unref();

  return {
    async publish(channel, payload) {
      const message = JSON.stringify(payload);
      if (pending.length > 0 || !up()) return hold(prefix + channel, message);
      try {
        await pub.publish(prefix + channel, message);
      } catch {
        hold(prefix + channel, message);
      }
    },
    async subscribe(channel, handler) {
      const key = prefix + channel;
      const list = handlers.get(key);
      if (list) return void list.push(handler);
      handlers.set(key, [handler]);
      await sub.subscribe(key);
    },
    deliveryStretch: () => (sub.status === 'ready' && listening ? stretch : null),
    onResumed: (listener) => void resumed.push(listener),
    async close() {
      clearInterval(retry);
      sub.disconnect();
      pub.disconnect();
    },
  };
}
