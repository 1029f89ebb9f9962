import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import LockOutlined from '@mui/icons-material/LockOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PersonOutlineOutlined from '@mui/icons-material/PersonOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { sessionStore } from '@/shared/auth/session-store.ts';
import { useStore } from '@/shared/storage/use-store.ts';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { RouteTabs } from '@/shared/ui/route-tabs.tsx';
import { AccountTab } from './components/account-tab.tsx';
import { ChangePasswordCard } from './components/change-password-card.tsx';
import { SessionsCard } from './components/sessions-card.tsx';

const BASE = '/pages/account-settings';
const TABS = ['account', 'security', 'notifications'] as const;

/** The notifications tab shows `notifications`, composed by the app from the notifications feature. */
export default function AccountSettingsPage({ notifications }: { notifications: ReactNode }) {
  const { t } = useTranslation();
  const { tab = 'account' } = useParams();
  const user = useStore(sessionStore).userData;
  if (!(TABS as readonly string[]).includes(tab)) return <Navigate to={`${BASE}/account`} replace />;
  if (!user) return null;
  return (
    <>
      <PageHeader title={t('page.accountSettings')} subtitle={t('account.subtitle')} />
      <RouteTabs
        basePath={BASE}
        current={tab}
        label={t('page.accountSettings')}
        tabs={[
          {
            value: 'account',
            label: t('account.tabs.account'),
            icon: <PersonOutlineOutlined fontSize="small" />,
          },
          { value: 'security', label: t('account.tabs.security'), icon: <LockOutlined fontSize="small" /> },
          {
            value: 'notifications',
            label: t('account.tabs.notifications'),
            icon: <NotificationsOutlined fontSize="small" />,
          },
        ]}
      />
      {tab === 'account' && <AccountTab user={user} />}
      {tab === 'security' && (
        <Stack spacing={3}>
          <ChangePasswordCard identity={{ email: user.email ?? '', username: user.username ?? '' }} />
          <SessionsCard />
        </Stack>
      )}
      {tab === 'notifications' && notifications}
    </>
  );
}
