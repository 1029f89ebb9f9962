import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { ApiReference } from '@/features/development/components/api-reference.tsx';
import { ExceptionsView } from '@/features/development/components/exceptions-view.tsx';
import { JobsView } from '@/features/development/components/jobs-view.tsx';
import { RequestExplorer } from '@/features/development/components/request-explorer.tsx';

const TABS = ['requests', 'exceptions', 'jobs', 'reference'] as const;
type ApiDebugTab = (typeof TABS)[number];
const VIEWS: Record<ApiDebugTab, () => React.JSX.Element> = {
  requests: RequestExplorer,
  exceptions: ExceptionsView,
  jobs: JobsView,
  reference: ApiReference,
};

/**
 * /development/api-debug: the request explorer (recent requests with their headers, bodies, SQL, log lines
 * and realtime messages, redacted), the exceptions (500s grouped by route and error), every area's jobs, and
 * the OpenAPI reference of every route with "try it".
 */
export default function ApiDebugPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as ApiDebugTab | null;
  const tab: ApiDebugTab = asked && TABS.includes(asked) ? asked : 'requests';
  const View = VIEWS[tab];
  return (
    <Stack spacing={2}>
      <PageHeader title={t('page.apiDebug')} subtitle={t('development.apiDebug.subtitle')} />
      <Tabs
        value={tab}
        onChange={(_, value: ApiDebugTab) => setParams(value === 'requests' ? {} : { tab: value })}
        aria-label={t('page.apiDebug')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {TABS.map((name) => (
          <Tab key={name} value={name} label={t(`development.apiDebug.${name}`)} />
        ))}
      </Tabs>
      <View />
    </Stack>
  );
}
