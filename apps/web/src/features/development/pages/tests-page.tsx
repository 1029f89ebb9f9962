import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { SelfChecksPanel } from '@/features/development/components/self-checks-panel.tsx';
import { TestCollections } from '@/features/development/components/test-collections.tsx';

/**
 * /development/tests: saved API test collections, run as jobs with the runner's own rights, with their
 * results history (`?tab=diagnostics`: the platform's self-checks and the bench figures).
 */
export default function TestsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'diagnostics' ? 'diagnostics' : 'collections';
  return (
    <Stack spacing={2}>
      <PageHeader title={t('page.tests')} subtitle={t('development.collections.pageSubtitle')} />
      <Tabs
        value={tab}
        onChange={(_, value: string) => setParams(value === 'diagnostics' ? { tab: value } : {})}
        aria-label={t('page.tests')}
      >
        <Tab value="collections" label={t('development.collections.tab')} />
        <Tab value="diagnostics" label={t('development.tests.tab')} />
      </Tabs>
      {tab === 'collections' ? <TestCollections /> : <SelfChecksPanel />}
    </Stack>
  );
}
