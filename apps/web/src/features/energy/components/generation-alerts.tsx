import { useTranslation } from 'react-i18next';
import type { GenerationPlantRow } from '@alvorada/contracts';
import { plantAlertLabel } from '@/shared/i18n/labels.ts';
import { AlertsList } from './alerts-list.tsx';

/** The plants that need a look, one line per plant and what is wrong with it. */
export function GenerationAlerts({ rows }: { rows: GenerationPlantRow[] }) {
  const { t } = useTranslation();
  return (
    <AlertsList
      none={t('energy.generation.noAlerts')}
      lines={rows
        .filter((row) => row.alerts.length > 0)
        .map((row) => ({
          key: row.plant_id,
          primary: row.name,
          secondary: row.alerts.map((alert) => plantAlertLabel(t, alert)).join(' · '),
        }))}
    />
  );
}
