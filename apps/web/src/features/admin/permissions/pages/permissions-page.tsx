import type { ReactNode } from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { CheckTool } from '@/features/admin/permissions/components/check-tool.tsx';
import { PermissionCatalogue } from '@/features/admin/permissions/components/permission-catalogue.tsx';

const TABS = ['catalogue', 'check', 'audit'] as const;

/** The audit tab shows `auditLog`, composed by the app from the audit feature. */
export default function PermissionsPage({ auditLog }: { auditLog: ReactNode }) {
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
      {tab === 'audit' && auditLog}
    </>
  );
}
