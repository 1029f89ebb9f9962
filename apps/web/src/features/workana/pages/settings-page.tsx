import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { PreferencesCard } from '@/features/workana/components/preferences-card.tsx';
import { RatesCard } from '@/features/workana/components/rates-card.tsx';
import { RulesCard } from '@/features/workana/components/rules-card.tsx';
import { SourcesCard } from '@/features/workana/components/sources-card.tsx';

/**
 * /automations/workana/settings: the reader's rules (each previewed against the latest jobs as it is
 * edited), the sources and their health with "run now", how notifications arrive, and currency rates.
 */
export default function WorkanaSettingsPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <PageHeader title={t('page.workanaSettings')} subtitle={t('workana.settings.subtitle')} />
      <RulesCard />
      <SourcesCard />
      <PreferencesCard />
      <RatesCard />
    </Stack>
  );
}
