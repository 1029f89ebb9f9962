import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Page, WorkanaMessage, WorkanaNotification } from '@alvorada/contracts';
import { workanaKeys } from '@/shared/api/query-keys.ts';

/** Marks the given feed items read in every page of the feed this tab holds. */
function markRead(client: QueryClient, ids: Set<number>, readAt: string) {
  client.setQueriesData<Page<WorkanaNotification>>({ queryKey: workanaKeys.feeds() }, (page) =>
    page
      ? {
          ...page,
          results: page.results.map((n) => (ids.has(n.id) && !n.read_at ? { ...n, read_at: readAt } : n)),
        }
      : page,
  );
}

/** Applies one Workana realtime message to this tab's queries. */
export function applyWorkanaMessage(client: QueryClient, message: WorkanaMessage) {
  switch (message.type) {
    case 'workana_notification_new':
      void client.invalidateQueries({ queryKey: workanaKeys.feeds() });
      void client.invalidateQueries({ queryKey: workanaKeys.resumes() });
      break;
    case 'workana_notification_read':
      markRead(client, new Set([message.id]), message.read_at);
      break;
    case 'workana_notification_bulk_read':
      markRead(client, new Set(message.ids), message.read_at);
      break;
    case 'workana_notification_stats':
      client.setQueryData(workanaKeys.stats(), message.stats);
      break;
  }
}

/**
 * Keeps this tab's Workana queries in step with the `websocket-message` events the realtime client
 * re-broadcasts: a new match or a read (here or in another tab) shows at once, the counters follow.
 */
export function useWorkanaLive() {
  const client = useQueryClient();
  useEffect(() => {
    const onMessage = (event: Event) =>
      applyWorkanaMessage(client, (event as CustomEvent<WorkanaMessage>).detail);
    window.addEventListener('websocket-message', onMessage);
    return () => window.removeEventListener('websocket-message', onMessage);
  }, [client]);
}
