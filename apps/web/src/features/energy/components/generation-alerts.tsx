import { useTranslation } from 'react-i18next';
import type { GenerationSummary } from '@alvorada/contracts';
import { plantAlertLabel } from '@/shared/i18n/labels.ts';
import { AlertsList } from './alerts-list.tsx';

/** The plants that need a look, one line per plant and what is wrong with it. */
export function GenerationAlerts({ rows }: { rows: GenerationSummary['plants_on_alert'] }) {
  const { t } = useTranslation();
  return (
    <AlertsList
      none={t('energy.generation.noAlerts')}
      lines={rows.map((row) => ({
        key: row.plant_id,
        primary: row.name,
        secondary: row.alerts.map((alert) => plantAlertLabel(t, alert)).join(' · '),
      }))}
    />
  );
}
