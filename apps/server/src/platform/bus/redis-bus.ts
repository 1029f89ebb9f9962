import { Redis } from 'ioredis';
import type { EventBus } from './bus.ts';

export async function createRedisBus(url: string, prefix: string): Promise<EventBus> {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { lazyConnect: true });
  await Promise.all([pub.connect(), sub.connect()]);
  const handlers = new Map<string, ((payload: unknown) => void)[]>();
  sub.on('message', (channel: string, message: string) => {
    const payload: unknown = JSON.parse(message);
    for (const handler of handlers.get(channel) ?? []) handler(payload);
  });
  return {
    async publish(channel, payload) {
      await pub.publish(prefix + channel, JSON.stringify(payload));
    },
    async subscribe(channel, handler) {
      const key = prefix + channel;
      const list = handlers.get(key);
      if (list) return void list.push(handler);
      handlers.set(key, [handler]);
      await sub.subscribe(key);
    },
    async close() {
      sub.disconnect();
      await pub.quit();
    },
  };
}
