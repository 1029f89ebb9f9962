import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { ApiReference } from '@/features/development/components/api-reference.tsx';
import { RequestExplorer } from '@/features/development/components/request-explorer.tsx';

/**
 * /development/api-debug: the request explorer (recent requests with their headers, bodies, SQL, log lines
 * and realtime messages, redacted) and the OpenAPI reference of every route with "try it".
 */
export default function ApiDebugPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'reference' ? 'reference' : 'requests';
  return (
    <Stack spacing={2}>
      <PageHeader title={t('page.apiDebug')} subtitle={t('development.apiDebug.subtitle')} />
      <Tabs
        value={tab}
        onChange={(_, value: string) => setParams(value === 'reference' ? { tab: value } : {})}
        aria-label={t('page.apiDebug')}
      >
        <Tab value="requests" label={t('development.apiDebug.requests')} />
        <Tab value="reference" label={t('development.apiDebug.reference')} />
      </Tabs>
      {tab === 'requests' ? <RequestExplorer /> : <ApiReference />}
    </Stack>
  );
}
