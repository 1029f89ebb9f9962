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
 * Reads what the socket feeds again each time it comes back after being lost, and when the server says its
 * messages may have been lost (`resync`: its instance was cut off from the others for a while): the
 * messages sent meanwhile never arrive. Only what is on screen is fetched now; the rest when next shown.
 */
export function resyncOnReconnect(
  realtime: Pick<RealtimeClient, 'state' | 'subscribe'>,
  client: QueryClient,
): () => void {
  const readAgain = () => {
    for (const queryKey of FED_BY_REALTIME)
      void client.invalidateQueries({ queryKey }, { cancelRefetch: false });
  };
  let connected = realtime.state.get().connected;
  let lost = false;
  const stopWatching = realtime.state.subscribe(() => {
    const now = realtime.state.get().connected;
    if (now === connected) return;
    connected = now;
    if (!now) lost = true;
    else if (lost) readAgain();
  });
  const stopListening = realtime.subscribe((message) => message.type === 'resync' && readAgain());
  return () => {
    stopWatching();
    stopListening();
  };
}
