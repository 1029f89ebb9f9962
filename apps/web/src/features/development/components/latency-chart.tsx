import { useTranslation } from 'react-i18next';
import type { Performance } from '@alvorada/contracts';
import { EChart, useChartStyle } from '@/shared/ui/echart.tsx';

/** p50, p95 and p99 request latency per step of the window. Loaded lazily with ECharts. */
export default function LatencyChart({
  series,
  range,
}: {
  series: Performance['series'];
  /** The window's start and end (ms): the axis spans it whatever the points. */
  range: [number, number];
}) {
  const { t } = useTranslation();
  const { base, colors, timeAxis, valueAxis, format } = useChartStyle();
  const time = timeAxis();
  const line = (name: string, pick: (s: Performance['series'][number]) => number) => ({
    name,
    type: 'line',
    showSymbol: series.length < 3,
    data: series.map((s) => [s.at, Math.round(pick(s) * 10) / 10]),
  });
  const option = {
    ...base,
    color: [colors.primary, colors.warning, colors.error],
    tooltip: { trigger: 'axis' },
    xAxis: { ...time, min: range[0], max: range[1], axisLabel: { ...time.axisLabel, hideOverlap: true } },
    yAxis: valueAxis((v: number) => format.withUnit(v, 'ms')),
    series: [
      line(t('development.performance.p50'), (s) => s.p50),
      line(t('development.performance.p95'), (s) => s.p95),
      line(t('development.performance.p99'), (s) => s.p99),
    ],
  };
  return <EChart option={option} height={280} />;
}
