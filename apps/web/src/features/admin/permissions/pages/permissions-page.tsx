import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../../shared/ui/page-header.tsx';
import { AuditLog } from '../../audit/components/audit-log.tsx';
import { CheckTool } from '../components/check-tool.tsx';
import { PermissionCatalogue } from '../components/permission-catalogue.tsx';

const TABS = ['catalogue', 'check', 'audit'] as const;

export default function PermissionsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((x) => x === params.get('tab')) ?? 'catalogue';
  return (
    <>
      <PageHeader title={t('page.adminPermissions')} subtitle={t('admin.permissions.subtitle')} />
      <Tabs
        value={tab}
        onChange={(_, value: string) => setParams({ tab: value }, { replace: true })}
        sx={{ mb: 3 }}
        aria-label={t('page.adminPermissions')}
      >
        {TABS.map((x) => (
          <Tab key={x} value={x} label={t(`admin.permissions.tabs.${x}`)} />
        ))}
      </Tabs>
      {tab === 'catalogue' && <PermissionCatalogue />}
      {tab === 'check' && <CheckTool />}
      {tab === 'audit' && <AuditLog />}
    </>
  );
}
