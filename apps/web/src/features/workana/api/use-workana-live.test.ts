import { describe, expect, it } from 'vitest';
import { testQueryClient } from '@/test/render.tsx';
import type { Page, WorkanaNotification } from '@alvorada/contracts';
import { workanaKeys } from '@/shared/api/query-keys.ts';
import { applyWorkanaMessage } from './use-workana-live.ts';

const item = (id: number, read_at: string | null = null) => ({ id, read_at }) as WorkanaNotification;
const page = (results: WorkanaNotification[]): Page<WorkanaNotification> => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

/** A tab holding two pages of the feed (unread first) and the summary. */
function tab() {
  const client = testQueryClient();
  const first = workanaKeys.feed({ page: 1, page_size: 10 });
  const unread = workanaKeys.feed({ page: 1, page_size: 10, unread: 'true' });
  client.setQueryData(first, page([item(3), item(2), item(1, '2026-11-25T10:00:00Z')]));
  client.setQueryData(unread, page([item(3), item(2)]));
  client.setQueryData(workanaKeys.resume(14), { days: [] });
  const feed = (key: readonly unknown[]) => client.getQueryData<Page<WorkanaNotification>>(key)!.results;
  return { client, first, unread, feed };
}

describe('Workana realtime messages in a tab', () => {
  it('a read in another tab marks the item read in every page held, keeping an earlier read time', () => {
    const { client, first, unread, feed } = tab();
    applyWorkanaMessage(client, {
      type: 'workana_notification_read',
      id: 3,
      read_at: '2026-11-26T08:00:00Z',
    });
    expect(feed(first).map((n) => n.read_at)).toEqual(['2026-11-26T08:00:00Z', null, '2026-11-25T10:00:00Z']);
    expect(feed(unread)[0]!.read_at).toBe('2026-11-26T08:00:00Z');
    applyWorkanaMessage(client, {
      type: 'workana_notification_bulk_read',
      ids: [1, 2],
      read_at: '2026-11-26T09:00:00Z',
    });
    expect(feed(first).map((n) => n.read_at)).toEqual([
      '2026-11-26T08:00:00Z',
      '2026-11-26T09:00:00Z',
      '2026-11-25T10:00:00Z',
    ]);
  });

  it('a new match reads the feed and the summary again; stats replace the counters', () => {
    const { client, first } = tab();
    applyWorkanaMessage(client, { type: 'workana_notification_new', notification: item(4) });
    expect(client.getQueryState(first)?.isInvalidated).toBe(true);
    expect(client.getQueryState(workanaKeys.resume(14))?.isInvalidated).toBe(true);
    const stats = { unread: 2, total: 5, today: 1, pending: 0 };
    applyWorkanaMessage(client, { type: 'workana_notification_stats', stats });
    expect(client.getQueryData(workanaKeys.stats())).toEqual(stats);
  });
});
