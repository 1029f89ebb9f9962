import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import {
  useMarkAllNotificationsRead,
  useNotifications,
} from '@/features/notifications/api/notifications-api.ts';
import { NotificationList } from './notification-list.tsx';
import { usePaginationLabels } from '@/shared/ui/use-pagination-labels.ts';

export function NotificationsTab() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const { data, isPending } = useNotifications(page + 1, pageSize);
  const markAll = useMarkAllNotificationsRead();
  const labels = usePaginationLabels();
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
      <TablePagination
        component="div"
        count={data?.count ?? 0}
        page={page}
        onPageChange={(_, next) => setPage(next)}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value));
          setPage(0);
        }}
        showFirstButton
        showLastButton
        {...labels}
      />
    </Card>
  );
}
