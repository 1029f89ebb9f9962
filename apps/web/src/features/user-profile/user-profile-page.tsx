import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import HubOutlined from '@mui/icons-material/HubOutlined';
import PersonOutlineOutlined from '@mui/icons-material/PersonOutlineOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { sessionStore } from '@/shared/auth/session-store.ts';
import { useStore } from '@/shared/storage/use-store.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { RouteTabs } from '@/shared/ui/route-tabs.tsx';
import { ProfileDetails } from './components/profile-details.tsx';
import { ProfileHeader } from './components/profile-header.tsx';

const BASE = '/pages/user-profile';
const TABS = [
  { value: 'profile', icon: PersonOutlineOutlined },
  { value: 'projects', icon: ViewKanbanOutlined },
  { value: 'connections', icon: HubOutlined },
];

/**
 * The signed-in user's profile: their record, their projects (what the app composes from the areas their
 * role works in; null when it works in none) and their connections (signed-in devices, the agent's model).
 */
export default function UserProfilePage({
  projects,
  connections,
}: {
  projects: ReactNode;
  connections: ReactNode;
}) {
  const { t } = useTranslation();
  const { tab = 'profile' } = useParams();
  const user = useStore(sessionStore).userData;
  if (!TABS.some((entry) => entry.value === tab)) return <Navigate to={`${BASE}/profile`} replace />;
  if (!user) return null;
  return (
    <>
      <ProfileHeader user={user} />
      <RouteTabs
        basePath={BASE}
        current={tab}
        label={t('page.userProfile')}
        tabs={TABS.map(({ value, icon: Icon }) => ({
          value,
          label: t(`profile.tabs.${value}`),
          icon: <Icon fontSize="small" />,
        }))}
      />
      {tab === 'profile' && <ProfileDetails user={user} />}
      {tab === 'projects' &&
        (projects || (
          <Card>
            <EmptyState title={t('profile.projects.none.title')} body={t('profile.projects.none.body')} />
          </Card>
        ))}
      {tab === 'connections' && connections}
    </>
  );
}
