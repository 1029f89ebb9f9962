import { useQuery } from '@tanstack/react-query';
import { mailCountsQuery } from '@/features/admin/email/api/mail-api.ts';

/** The menu entry that carries the inbox's unread count. */
export const INBOX_ENTRY = 'admin-panel-email';
const REFRESH_MS = 60_000;

/** Unread inbox mail; asked of the server only when `enabled` (the user may open the mailbox). */
export function useInboxUnread(enabled: boolean): number {
  const counts = useQuery({
    ...mailCountsQuery,
    enabled,
    refetchInterval: REFRESH_MS,
    select: (data) => data.unread.inbox ?? 0,
  });
  return enabled ? (counts.data ?? 0) : 0;
}
