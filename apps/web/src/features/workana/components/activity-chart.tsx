import { useTranslation } from 'react-i18next';
import type { WorkanaResume } from '@alvorada/contracts';
import { EChart, useChartStyle } from '@/shared/ui/echart.tsx';

/** Jobs seen and jobs matched for the reader, per day. Loaded lazily with ECharts. */
export default function ActivityChart({ days }: { days: WorkanaResume['days'] }) {
  const { t } = useTranslation();
  const { base, colors, categoryAxis, valueAxis, format } = useChartStyle();
  const option = {
    ...base,
    color: [colors.neutral, colors.primary],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: categoryAxis(days.map((d) => format.dayMonth(d.day))),
    yAxis: valueAxis((v: number) => format.number(v)),
    series: [
      { name: t('workana.resume.seen'), type: 'bar', barMaxWidth: 18, data: days.map((d) => d.seen) },
      { name: t('workana.resume.matched'), type: 'bar', barMaxWidth: 18, data: days.map((d) => d.matched) },
    ],
  };
  return <EChart option={option} height={280} />;
}
