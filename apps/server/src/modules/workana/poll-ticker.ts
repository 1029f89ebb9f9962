import type { Platform } from '../../platform/platform.ts';
import type { Delivery } from './delivery.ts';
import type { Poller } from './poller.ts';
import { queueDigest } from './digest-job.ts';
import { startTicker } from '../../platform/jobs/poll-schedule.ts';

/**
 * Every instance looks, on a timer, for sources that are due and queues their runs (one per source is queued
 * or running at a time), hands out what the end of quiet hours releases, and queues the digests that are due
 * (one per user queued or running at a time).
 */
export function startPollTicker(
  p: Pick<Platform, 'db' | 'queue' | 'log'>,
  poller: Poller,
  delivery: Delivery,
  everyMs: number,
) {
  return startTicker(
    everyMs,
    async () => {
      for (const { id } of await poller.due()) await poller.queue(id);
      const { digests } = await delivery.deliverDue(new Date());
      for (const userId of digests) await queueDigest(p, userId);
    },
    (err) => p.log.warn({ err }, 'workana tick failed'),
  );
}
