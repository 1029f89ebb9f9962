import { useTranslation } from 'react-i18next';
import type { WorkanaResume } from '@alvorada/contracts';
import { EChart, useChartStyle } from '@/shared/ui/echart.tsx';

/** How budgets spread, in BRL ranges, fixed-price and hourly side by side. Loaded lazily with ECharts. */
export default function BudgetChart({ budgets }: { budgets: WorkanaResume['budgets'] }) {
  const { t } = useTranslation();
  const { base, colors, categoryAxis, valueAxis, format } = useChartStyle();
  const label = (bucket: string) => {
    const [low, high] = bucket.replace('+', '').split('-').map(Number);
    return high === undefined
      ? t('workana.resume.bucketAbove', { low: format.number(low!) })
      : t('workana.resume.bucket', { low: format.number(low!), high: format.number(high) });
  };
  const option = {
    ...base,
    color: [colors.primary, colors.info],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: categoryAxis(budgets.map((b) => `${t(`workana.budgetType.${b.type}`)}\n${label(b.bucket)}`)),
    yAxis: valueAxis((v: number) => format.number(v)),
    series: [
      {
        name: t('workana.resume.jobs'),
        type: 'bar',
        barMaxWidth: 28,
        data: budgets.map((b) => ({
          value: b.count,
          itemStyle: { color: b.type === 'fixed' ? colors.primary : colors.info },
        })),
      },
    ],
  };
  return <EChart option={option} height={280} />;
}
