import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PersonOutlineOutlined from '@mui/icons-material/PersonOutlineOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { userQuery } from '@/shared/api/users-api.ts';
import { UserDetails } from '@/features/admin/users/components/user-details.tsx';
import { UserHeaderCard } from '@/features/admin/users/components/user-header-card.tsx';
import { UserPermissionsTab } from '@/features/admin/users/components/user-permissions-tab.tsx';
import { UserSecurityTab } from '@/features/admin/users/components/user-security-tab.tsx';

const TABS = [
  { value: 'account', icon: <PersonOutlineOutlined fontSize="small" /> },
  { value: 'security', icon: <LockOutlined fontSize="small" /> },
  { value: 'permissions', icon: <ShieldOutlined fontSize="small" /> },
] as const;

/** The user id of the address, or null when it cannot name a user (`/admin-panel/user/view/abc`). */
const userIdOf = (param: string | undefined) => {
  const id = /^\d{1,10}$/.test(param ?? '') ? Number(param) : NaN;
  return id > 0 && id <= 2 ** 31 - 1 ? id : null;
};

/** The account tab shows `activity(userId)`, composed by the app from the audit feature. */
export default function UserViewPage({ activity }: { activity: (userId: number) => ReactNode }) {
  const { t } = useTranslation();
  const id = userIdOf(useParams().id);
  const [params, setParams] = useSearchParams();
  const tab = TABS.some((x) => x.value === params.get('tab')) ? params.get('tab')! : 'account';
  const user = useQuery({ ...userQuery(id ?? 0), enabled: id !== null });
  const notFound = id === null || (user.error instanceof ApiRequestError && user.error.status === 404);
  const back = (
    <Button
      component={Link}
      to="/admin-panel/user/list"
      startIcon={
        <ArrowBackOutlined sx={(th) => ({ transform: th.direction === 'rtl' ? 'scaleX(-1)' : undefined })} />
      }
    >
      {t('admin.users.back')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('page.adminUserView')} actions={back} />
      {notFound ? (
        <EmptyState
          icon={<PersonOffOutlined sx={{ fontSize: 48 }} />}
          title={t('admin.users.notFound.title')}
          body={t('admin.users.notFound.body')}
        />
      ) : (
        user.isError && <Alert severity="error">{applyServerErrors(user.error, t)}</Alert>
      )}
      {user.isLoading && <LinearProgress aria-label={t('common.loading')} />}
      {user.data && id !== null && (
        <>
          <UserHeaderCard user={user.data} />
          <Tabs
            value={tab}
            onChange={(_, value: string) => setParams({ tab: value }, { replace: true })}
            aria-label={t('page.adminUserView')}
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ mb: 3 }}
          >
            {TABS.map((x) => (
              <Tab
                key={x.value}
                value={x.value}
                label={t(`admin.users.tabs.${x.value}`)}
                icon={x.icon}
                iconPosition="start"
                sx={{ minHeight: 48 }}
              />
            ))}
          </Tabs>
          {tab === 'account' && (
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, lg: 6 }}>
                <Card>
                  <CardHeader
                    title={t('admin.users.details')}
                    slotProps={{ title: { component: 'h3', variant: 'h6' } }}
                  />
                  <CardContent>
                    <UserDetails user={user.data} />
                  </CardContent>
                </Card>
              </Grid>
              <Grid size={{ xs: 12, lg: 6 }}>
                <Card>
                  <CardHeader
                    title={t('admin.users.activity')}
                    slotProps={{ title: { component: 'h3', variant: 'h6' } }}
                  />
                  <CardContent>{activity(id)}</CardContent>
                </Card>
              </Grid>
            </Grid>
          )}
          {tab === 'security' && <UserSecurityTab user={user.data} />}
          {tab === 'permissions' && <UserPermissionsTab user={user.data} />}
        </>
      )}
    </>
  );
}
