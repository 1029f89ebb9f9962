import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisBus } from '../src/platform/bus/redis-bus.ts';
import { eventually } from './eventually.ts';
import { kill, restartablePort, startRedis } from './service-outages.ts';

// Runs in the PostgreSQL + Redis project only: it starts its own Redis and changes its rules.
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

describe('the event bus after Redis refused to subscribe again', () => {
  it('tries again until Redis confirms, then says it resumed and delivers what was held', async () => {
    const port = await restartablePort();
    const redis = await startRedis(port);
    cleanups.push(() => kill(redis));
    const url = `redis://127.0.0.1:${port}`;
    const bus = await createRedisBus(url, 'test:', pino({ level: 'silent' }));
    cleanups.push(() => bus.close());
    const heard: unknown[] = [];
    await bus.subscribe('news', (payload) => heard.push(payload));
    let resumed = 0;
    bus.onResumed(() => (resumed += 1));
    const admin = new Redis(url);
    cleanups.push(async () => admin.disconnect());

    // Taking the channels away disconnects the subscriber; once back, its subscriptions are refused.
    await admin.call('ACL', 'SETUSER', 'default', 'resetchannels');
    await eventually(() => bus.deliveryStretch() === null);
    await bus.publish('news', { n: 1 });
    // Let the subscriber reconnect and be refused at least once before the channels come back.
    await eventually(async () => {
      const clients = String(await admin.call('CLIENT', 'LIST'));
      return clients.split('\n').filter((line) => line.includes('cmd=subscribe')).length > 0;
    });
    expect(resumed).toBe(0);

    await admin.call('ACL', 'SETUSER', 'default', 'allchannels');
    await eventually(() => resumed === 1);
    expect(bus.deliveryStretch()).toBe(1);
    await eventually(() => heard.length === 1);
    expect(heard).toEqual([{ n: 1 }]);
  });
});
