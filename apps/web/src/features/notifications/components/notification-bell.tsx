import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { useTranslation } from 'react-i18next';
import { MenuButton } from '@/shared/ui/menu-button.tsx';
import {
  useMarkAllNotificationsRead,
  useNotifications,
} from '@/features/notifications/api/notifications-api.ts';
import { useLiveNotifications } from '@/features/notifications/api/use-live-notifications.ts';
import { NotificationList } from './notification-list.tsx';

export function NotificationBell() {
  const { t } = useTranslation();
  useLiveNotifications();
  const { data, isPending, isError } = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const unread = data?.unread ?? 0;
  return (
    <MenuButton
      id="notifications"
      kind="dialog"
      label={unread ? t('notifications.titleUnread', { count: unread }) : t('notifications.title')}
      icon={
        // The count is in the label already; the badge is drawn only when there is one.
        <Badge
          badgeContent={unread || undefined}
          color="error"
          max={99}
          slotProps={{ badge: { 'aria-hidden': true } }}
        >
          <NotificationsOutlined />
        </Badge>
      }
    >
      {(close) => (
        <Box sx={{ width: 360, maxWidth: '90vw' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5 }}>
            <Typography component="h2" variant="subtitle1" sx={{ flex: 1 }}>
              {t('notifications.title')}
            </Typography>
            <Button size="small" disabled={!unread || markAll.isPending} onClick={() => markAll.mutate()}>
              {t('notifications.markAllRead')}
            </Button>
          </Box>
          <Divider />
          <Box sx={{ maxHeight: 380, overflowY: 'auto' }}>
            {isPending && (
              <Box sx={{ p: 3, textAlign: 'center' }}>
                <CircularProgress size={24} aria-label={t('common.loading')} />
              </Box>
            )}
            {isError && <Typography sx={{ p: 2 }}>{t('notifications.loadError')}</Typography>}
            {data?.results.length === 0 && (
              <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
                {t('notifications.empty')}
              </Typography>
            )}
            {data && <NotificationList items={data.results} onOpen={close} />}
          </Box>
        </Box>
      )}
    </MenuButton>
  );
}
