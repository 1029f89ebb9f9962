import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DEFAULT_PAGE_SIZE } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import {
  useMarkAllNotificationsRead,
  useNotifications,
} from '@/features/notifications/api/notifications-api.ts';
import { NotificationList } from './notification-list.tsx';
import { LocalPagination } from '@/shared/ui/local-pagination.tsx';

export function NotificationsTab() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const { data, isPending } = useNotifications(page + 1, pageSize);
  const markAll = useMarkAllNotificationsRead();
  return (
    <Card>
      <CardHeader
        title={t('notifications.title')}
        subheader={t('notifications.unreadCount', { count: data?.unread ?? 0 })}
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
      <LocalPagination
        count={data?.count ?? 0}
        page={page}
        pageSize={pageSize}
        onChange={(next, size) => {
          setPage(next);
          setPageSize(size);
        }}
        edges
      />
    </Card>
  );
}
