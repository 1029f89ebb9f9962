import type { Platform } from '../../platform/platform.ts';
import type { Delivery } from './delivery.ts';
import type { Poller } from './poller.ts';

/**
 * Every instance looks, on a timer, for sources that are due and queues their runs (one per source is queued
 * or running at a time), and hands out what digests and the end of quiet hours release.
 */
export function startPollTicker(
  p: Pick<Platform, 'log'>,
  poller: Poller,
  delivery: Delivery,
  everyMs: number,
) {
  if (everyMs <= 0) return () => undefined;
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      for (const { id } of await poller.due()) await poller.queue(id);
      await delivery.deliverDue(new Date());
    } catch (err) {
      p.log.warn({ err }, 'workana tick failed');
    } finally {
      busy = false;
    }
  };
  const first = setTimeout(tick, Math.min(everyMs, 2000));
  const timer = setInterval(tick, everyMs);
  timer.unref();
  first.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
