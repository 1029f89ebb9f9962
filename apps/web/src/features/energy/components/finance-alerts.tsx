import { useTranslation } from 'react-i18next';
import type { FinanceSummary } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { AlertsList, type AlertLine } from './alerts-list.tsx';

/** Money late and how late, as the summary counts it. */
export function FinanceAlerts({ data }: { data: FinanceSummary }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const money = (centavos: number) => format.money(centavos / 100);
  const late30 = data.aging.DIAS_31_60 + data.aging.DIAS_61_90 + data.aging.ACIMA_90;
  const lines: AlertLine[] = [];
  if (data.aging.DIAS_1_30 > 0)
    lines.push({
      key: 'late',
      primary: t('energy.finance.alerts.late', { amount: money(data.aging.DIAS_1_30) }),
      secondary: t('energy.finance.alerts.lateHint'),
    });
  if (late30 > 0)
    lines.push({
      key: 'late30',
      primary: t('energy.finance.alerts.late30', { amount: money(late30) }),
      secondary: t('energy.finance.alerts.late30Hint', { amount: money(data.aging.ACIMA_90) }),
    });
  return <AlertsList lines={lines} none={t('energy.finance.noAlerts')} />;
}
