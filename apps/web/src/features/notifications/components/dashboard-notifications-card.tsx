import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { DashboardCard } from '@/shared/ui/dashboard-card.tsx';
import { useNotifications } from '@/features/notifications/api/notifications-api.ts';
import { NotificationList } from './notification-list.tsx';

const LATEST = 3;

/** The reader's unread count and latest notifications, each opening its subject. */
export function NotificationsDashboardCard() {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useNotifications();
  const data = query.data;
  return (
    <DashboardCard
      id="notifications"
      scope={t('dashboard.now')}
      open="/pages/account-settings/notifications"
      query={query}
      empty={data?.results.length === 0 && t('dashboard.empty.notifications')}
      figures={
        data && [
          {
            name: 'unread',
            value: data.unread,
            text: format.number(data.unread),
            tone: data.unread > 0 && 'warning',
          },
        ]
      }
    >
      {data && <NotificationList items={data.results.slice(0, LATEST)} />}
    </DashboardCard>
  );
}
