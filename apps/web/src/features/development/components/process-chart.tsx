import { useTranslation } from 'react-i18next';
import type { Performance } from '@alvorada/contracts';
import { EChart, useChartStyle } from '@/shared/ui/echart.tsx';

/** Heap and RSS (MB) and event-loop lag (ms) over the window. Loaded lazily with ECharts. */
export default function ProcessChart({ samples }: { samples: Performance['process'] }) {
  const { t } = useTranslation();
  const { base, colors, timeAxis, valueAxis, format } = useChartStyle();
  const round = (v: number) => Math.round(v * 10) / 10;
  const option = {
    ...base,
    color: [colors.primary, colors.info, colors.warning],
    tooltip: { trigger: 'axis' },
    xAxis: timeAxis(),
    yAxis: [
      valueAxis((v: number) => format.withUnit(v, 'MB')),
      {
        ...valueAxis((v: number) => format.withUnit(v, 'ms')),
        position: undefined,
        splitLine: { show: false },
      },
    ],
    series: [
      {
        name: t('development.performance.heap'),
        type: 'line',
        showSymbol: false,
        data: samples.map((s) => [s.at, round(s.heap_used_mb)]),
      },
      {
        name: t('development.performance.rss'),
        type: 'line',
        showSymbol: false,
        data: samples.map((s) => [s.at, round(s.rss_mb)]),
      },
      {
        name: t('development.performance.lag'),
        type: 'line',
        yAxisIndex: 1,
        showSymbol: false,
        data: samples.map((s) => [s.at, round(s.event_loop_lag_ms)]),
      },
    ],
  };
  return <EChart option={option} height={280} />;
}
