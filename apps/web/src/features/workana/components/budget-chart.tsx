import { useTranslation } from 'react-i18next';
import type { WorkanaResume } from '@alvorada/contracts';
import { EChart, useChartStyle } from '@/shared/ui/echart.tsx';

/** How budgets spread, in BRL ranges, fixed-price ones then hourly ones. Loaded lazily with ECharts. */
export default function BudgetChart({ budgets }: { budgets: WorkanaResume['budgets'] }) {
  const { t } = useTranslation();
  const { theme, base, colors, categoryAxis, valueAxis, format } = useChartStyle();
  const label = (b: WorkanaResume['budgets'][number]) => {
    const [low, high] = b.bucket.replace('+', '').split('-').map(Number);
    const range =
      high === undefined
        ? t('workana.resume.bucketAbove', { low: format.number(low!) })
        : t('workana.resume.bucket', { low: format.number(low!), high: format.number(high) });
    return `${t(`workana.budgetType.${b.type}`)} · ${range}`;
  };
  const option = {
    ...base,
    legend: { show: false },
    grid: { ...base.grid, top: 8 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: valueAxis((v: number) => format.number(v), true),
    yAxis: {
      ...categoryAxis(budgets.map(label)),
      inverse: true,
      position: theme.direction === 'rtl' ? 'right' : 'left',
    },
    series: [
      {
        name: t('workana.resume.jobs'),
        type: 'bar',
        barMaxWidth: 18,
        data: budgets.map((b) => ({
          value: b.count,
          itemStyle: { color: b.type === 'fixed' ? colors.primary : colors.info },
        })),
      },
    ],
  };
  return <EChart option={option} height={Math.max(160, budgets.length * 30 + 40)} />;
}
