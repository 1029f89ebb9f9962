import { useTranslation } from 'react-i18next';
import { SURPLUS_MONTHS, type CreditSummary } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { AlertsList, type AlertLine } from './alerts-list.tsx';

/** Credits about to be lost or piling up, and UCs short of energy, as the summary counts them. */
export function CreditAlerts({ data }: { data: CreditSummary }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const lines: AlertLine[] = [];
  const add = (key: string, shown: boolean, values: Record<string, unknown>) => {
    if (shown)
      lines.push({
        key,
        primary: t(`energy.credits.alerts.${key}`, values),
        secondary: t(`energy.credits.alerts.${key}Hint`, values),
      });
  };
  add('expiring', data.expiring_3_months_kwh > 0, { kwh: format.energy(data.expiring_3_months_kwh) });
  add('expired', data.expired_in_period_kwh > 0, { kwh: format.energy(data.expired_in_period_kwh) });
  add('surplus', data.surplus_units > 0, {
    count: data.surplus_units,
    months: SURPLUS_MONTHS,
    kwh: format.energy(data.surplus_kwh),
  });
  add('deficit', data.deficit_units > 0, { count: data.deficit_units });
  add('unallocated', data.unallocated_kwh > 0, { kwh: format.energy(data.unallocated_kwh) });
  return <AlertsList lines={lines} none={t('energy.credits.noAlerts')} />;
}
