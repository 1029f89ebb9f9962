import { useTranslation } from 'react-i18next';
import type { CreditSummary } from '@alvorada/contracts';
import { EChart, useChartStyle } from '@/shared/ui/echart.tsx';

/** Per cycle: energy allocated to the UCs, compensated on their bills, banked as credit and expired. */
export default function CreditFlowChart({ monthly }: { monthly: CreditSummary['monthly'] }) {
  const { t } = useTranslation();
  const { format, colors, base, categoryAxis, valueAxis, energyTicks } = useChartStyle();
  const series = [
    ['allocated', 'allocated_kwh'],
    ['compensated', 'compensated_kwh'],
    ['banked', 'banked_kwh'],
    ['expired', 'expired_kwh'],
  ] as const;
  const option = {
    ...base,
    color: [colors.primary, colors.info, colors.warning, colors.error],
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => format.energy(value) },
    xAxis: categoryAxis(monthly.map((m) => format.month(m.cycle))),
    yAxis: valueAxis(energyTicks(monthly.map((m) => m.allocated_kwh))),
    series: series.map(([key, field]) => ({
      name: t(`energy.credits.flow.${key}`),
      type: 'bar',
      data: monthly.map((m) => m[field]),
    })),
  };
  return <EChart option={option} />;
}
