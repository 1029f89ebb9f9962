import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notificationKeys } from '@/shared/api/query-keys.ts';

/**
 * A `notification` realtime message refreshes the lists and the unread count. The realtime client (with its
 * message schemas) is imported, not bundled with the signed-in frame, which draws without waiting for it;
 * the socket opens only once the session has loaded the same module, so no message comes before this listens.
 */
export function useLiveNotifications(): void {
  const client = useQueryClient();
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let unmounted = false;
    void import('@/shared/realtime/realtime.ts').then(({ realtime }) => {
      if (unmounted) return;
      unsubscribe = realtime.subscribe((message) => {
        if (message.type === 'notification')
          void client.invalidateQueries({ queryKey: notificationKeys.all });
      });
    });
    return () => {
      unmounted = true;
      unsubscribe?.();
    };
  }, [client]);
}
