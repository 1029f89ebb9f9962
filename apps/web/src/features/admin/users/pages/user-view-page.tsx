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
import LockOutlined from '@mui/icons-material/LockOutlined';
import PersonOutlineOutlined from '@mui/icons-material/PersonOutlineOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../../shared/ui/page-header.tsx';
import { applyServerErrors } from '../../../../shared/ui/form/field-errors.ts';
import { ActivityTimeline } from '../../audit/components/activity-timeline.tsx';
import { useUser } from '../api/users-api.ts';
import { UserDetails } from '../components/user-details.tsx';
import { UserHeaderCard } from '../components/user-header-card.tsx';
import { UserPermissionsTab } from '../components/user-permissions-tab.tsx';
import { UserSecurityTab } from '../components/user-security-tab.tsx';

const TABS = [
  { value: 'account', icon: <PersonOutlineOutlined fontSize="small" /> },
  { value: 'security', icon: <LockOutlined fontSize="small" /> },
  { value: 'permissions', icon: <ShieldOutlined fontSize="small" /> },
] as const;

export default function UserViewPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const tab = TABS.some((x) => x.value === params.get('tab')) ? params.get('tab')! : 'account';
  const user = useUser(id);
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
      {user.isPending && <LinearProgress aria-label={t('common.loading')} />}
      {user.isError && <Alert severity="error">{applyServerErrors(user.error, t)}</Alert>}
      {user.data && (
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
                  <CardContent>
                    <ActivityTimeline userId={id} />
                  </CardContent>
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
