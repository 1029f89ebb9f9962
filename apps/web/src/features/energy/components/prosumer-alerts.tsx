import { useTranslation } from 'react-i18next';
import type { ProsumerSummary, UnitAlert } from '@alvorada/contracts';
import { unitAlertLabel } from '@/shared/i18n/labels.ts';
import { AlertsList } from './alerts-list.tsx';

/** One line per kind of problem: how many UCs have it and the first few; a line filters the table to them. */
export function ProsumerAlerts({
  alerts,
  onSelect,
}: {
  alerts: ProsumerSummary['alerts'];
  onSelect: (alert: UnitAlert) => void;
}) {
  const { t } = useTranslation();
  return (
    <AlertsList
      none={t('energy.prosumers.noAlerts')}
      lines={alerts.map(({ alert, units, examples }) => ({
        key: alert,
        primary: t('energy.prosumers.alertLine', { count: units, alert: unitAlertLabel(t, alert) }),
        secondary:
          examples.map((unit) => `${unit.customer_name} (${unit.installation_number})`).join(' · ') +
          (units > examples.length ? ' …' : ''),
        onSelect: () => onSelect(alert),
      }))}
    />
  );
}
