import { useTranslation } from 'react-i18next';
import { AGING_BUCKETS, type FinanceSummary } from '@alvorada/contracts';
import { agingLabel } from '@/shared/i18n/labels.ts';
import { EChart, useChartStyle } from '@/shared/ui/echart.tsx';

/** What is open today by how late it is: not yet due, then 1–30 days late up to more than 90. */
export default function AgingChart({ aging }: { aging: FinanceSummary['aging'] }) {
  const { t } = useTranslation();
  const { format, colors, base, categoryAxis, valueAxis } = useChartStyle();
  const money = (centavos: number) => format.money(centavos / 100);
  const tone = [colors.info, colors.warning, colors.warning, colors.error, colors.error];
  const option = {
    ...base,
    legend: { show: false },
    grid: { ...base.grid, top: 16 },
    tooltip: { trigger: 'axis', valueFormatter: money },
    xAxis: categoryAxis(AGING_BUCKETS.map((bucket) => agingLabel(t, bucket))),
    yAxis: valueAxis(money),
    series: [
      {
        name: t('energy.finance.agingSeries'),
        type: 'bar',
        barMaxWidth: 64,
        data: AGING_BUCKETS.map((bucket, i) => ({ value: aging[bucket], itemStyle: { color: tone[i] } })),
      },
    ],
  };
  return <EChart option={option} height={260} />;
}
