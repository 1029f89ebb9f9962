import Badge from '@mui/material/Badge';
import type { TFunction } from 'i18next';

/** The entry's accessible name with its unread count; none of its own when there is nothing unread. */
export const unreadLabel = (t: TFunction, label: string, count: number) =>
  count > 0 ? t('nav.unread', { label, count }) : undefined;

/** A small count beside a menu entry; the entry's accessible name already says it. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Badge
      badgeContent={count}
      max={99}
      color="error"
      aria-hidden
      data-testid="unread-badge"
      sx={{ ml: 'auto', pl: 1.5, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
    />
  );
}
