import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  useMarkAllNotificationsRead,
  useNotifications,
} from '@/features/notifications/api/notifications-api.ts';
import { NotificationList } from './notification-list.tsx';
import { ServerPagination } from '@/shared/ui/grid/server-pagination.tsx';
import { useServerGrid } from '@/shared/ui/grid/use-server-grid.ts';

/**
 * The user's notifications, newest first, a page at a time (the page in the URL). Until a page arrives it
 * shows that it is loading, never "0 unread" or an empty list it does not know yet.
 */
export function NotificationsTab() {
  const { t } = useTranslation();
  const grid = useServerGrid();
  const { data, isPending } = useNotifications(grid.query.page, grid.query.page_size);
  const markAll = useMarkAllNotificationsRead();
  return (
    <Card>
      <CardHeader
        title={t('notifications.title')}
        subheader={data && t('notifications.unreadCount', { count: data.unread })}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={
          <Button disabled={!data?.unread || markAll.isPending} onClick={() => markAll.mutate()}>
            {t('notifications.markAllRead')}
          </Button>
        }
      />
      {isPending && <LinearProgress aria-label={t('common.loading')} />}
      {data?.results.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
          {t('dataTable.noData')}
        </Typography>
      )}
      {data && <NotificationList items={data.results} />}
      {data && <ServerPagination grid={grid} count={data.count} edges />}
    </Card>
  );
}
