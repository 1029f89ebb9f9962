import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  energyKeys,
  notificationKeys,
  paperKeys,
  tradingKeys,
  workanaKeys,
} from '@/shared/api/query-keys.ts';
import type { RealtimeClient } from '@/shared/realtime/realtime-client.ts';

/**
 * What the socket keeps current: paper sessions, the records jobs move (runs, cycles, reports), the bell and
 * the Workana feed.
 */
const FED_BY_REALTIME: QueryKey[] = [
  paperKeys.all,
  tradingKeys.all,
  energyKeys.all,
  notificationKeys.all,
  workanaKeys.all,
];

/**
 * Reads what the socket feeds again each time it comes back after being lost: the messages sent while it
 * was down never arrive. Only what is on screen is fetched now; the rest when next shown.
 */
export function resyncOnReconnect(realtime: Pick<RealtimeClient, 'state'>, client: QueryClient): () => void {
  let connected = realtime.state.get().connected;
  let lost = false;
  return realtime.state.subscribe(() => {
    const now = realtime.state.get().connected;
    if (now === connected) return;
    connected = now;
    if (!now) lost = true;
    else if (lost)
      for (const queryKey of FED_BY_REALTIME)
        void client.invalidateQueries({ queryKey }, { cancelRefetch: false });
  });
}
