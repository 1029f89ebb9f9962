import AccountSettingsPage from '@/features/account-settings/account-settings-page.tsx';
import { NotificationsTab } from '@/features/notifications/components/notifications-tab.tsx';

export default function AccountSettingsWithNotifications() {
  return <AccountSettingsPage notifications={<NotificationsTab />} />;
}
