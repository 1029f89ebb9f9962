import { useTranslation } from 'react-i18next';
import type { ProsumerUnitRow } from '@alvorada/contracts';
import { unitAlertLabel } from '@/shared/i18n/labels.ts';
import { AlertsList } from './alerts-list.tsx';

const SHOWN = 3;

/** One line per kind of problem: how many UCs have it, and the first few of them. */
export function ProsumerAlerts({ rows }: { rows: ProsumerUnitRow[] }) {
  const { t } = useTranslation();
  const byAlert = new Map<string, ProsumerUnitRow[]>();
  for (const row of rows)
    for (const alert of row.alerts) byAlert.set(alert, [...(byAlert.get(alert) ?? []), row]);
  return (
    <AlertsList
      none={t('energy.prosumers.noAlerts')}
      lines={[...byAlert].map(([alert, flagged]) => ({
        key: alert,
        primary: t('energy.prosumers.alertLine', { count: flagged.length, alert: unitAlertLabel(t, alert) }),
        secondary:
          flagged
            .slice(0, SHOWN)
            .map((row) => `${row.customer_name} (${row.installation_number})`)
            .join(' · ') + (flagged.length > SHOWN ? ' …' : ''),
      }))}
    />
  );
}
