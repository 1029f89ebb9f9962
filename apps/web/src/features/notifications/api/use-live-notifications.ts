import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { realtime } from '@/shared/realtime/realtime.ts';
import { notificationKeys } from '@/shared/api/query-keys.ts';

/** A `notification` realtime message refreshes the lists and the unread count. */
export function useLiveNotifications(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      realtime.subscribe((message) => {
        if (message.type === 'notification')
          void client.invalidateQueries({ queryKey: notificationKeys.all });
      }),
    [client],
  );
}
