import { useTranslation } from 'react-i18next';
import type { Performance } from '@alvorada/contracts';
import { EChart, useChartStyle } from '@/shared/ui/echart.tsx';

/** Heap and RSS (MB) and event-loop lag (ms) over the window. Loaded lazily with ECharts. */
export default function ProcessChart({
  samples,
  range,
}: {
  samples: Performance['process'];
  /** The window's start and end (ms): the axis spans it whatever the points. */
  range: [number, number];
}) {
  const { t } = useTranslation();
  const { theme, base, colors, timeAxis, valueAxis, format } = useChartStyle();
  const round = (v: number) => Math.round(v * 10) / 10;
  const showSymbol = samples.length < 3;
  const time = timeAxis();
  const option = {
    ...base,
    color: [colors.primary, colors.info, colors.warning],
    tooltip: { trigger: 'axis' },
    xAxis: { ...time, min: range[0], max: range[1], axisLabel: { ...time.axisLabel, hideOverlap: true } },
    yAxis: [
      valueAxis((v: number) => format.withUnit(v, 'MB')),
      {
        ...valueAxis((v: number) => format.withUnit(v, 'ms')),
        // Lag on the other side from memory.
        position: theme.direction === 'rtl' ? 'left' : 'right',
        nameGap: 56,
        splitLine: { show: false },
      },
    ],
    series: [
      {
        name: t('development.performance.heap'),
        type: 'line',
        showSymbol,
        data: samples.map((s) => [s.at, round(s.heap_used_mb)]),
      },
      {
        name: t('development.performance.rss'),
        type: 'line',
        showSymbol,
        data: samples.map((s) => [s.at, round(s.rss_mb)]),
      },
      {
        name: t('development.performance.lag'),
        type: 'line',
        yAxisIndex: 1,
        showSymbol,
        data: samples.map((s) => [s.at, round(s.event_loop_lag_ms)]),
      },
    ],
  };
  return <EChart option={option} height={280} />;
}
