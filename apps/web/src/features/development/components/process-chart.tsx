import { useTranslation } from 'react-i18next';
import type { Performance } from '@alvorada/contracts';
import { EChart, useChartStyle } from '@/shared/ui/echart.tsx';

type Sample = Performance['process'][number];

/** Each chart's lines: memory in MB, or the event loop's lag and the queue's depth. */
const LINES = {
  memory: { unit: 'MB', keys: ['heap_used_mb', 'rss_mb'] },
  lag: { unit: 'ms', keys: ['event_loop_lag_ms'] },
} as const;
const LABELS: Record<string, string> = {
  heap_used_mb: 'development.performance.heap',
  rss_mb: 'development.performance.rss',
  event_loop_lag_ms: 'development.performance.lag',
};

/** The process over the window: heap and RSS, or event-loop lag. Loaded lazily with ECharts. */
export default function ProcessChart({
  samples,
  range,
  metric,
}: {
  samples: Sample[];
  /** The window's start and end (ms): the axis spans it whatever the points. */
  range: [number, number];
  metric: keyof typeof LINES;
}) {
  const { t } = useTranslation();
  const { base, colors, timeAxis, valueAxis, format } = useChartStyle();
  const { unit, keys } = LINES[metric];
  const time = timeAxis();
  const option = {
    ...base,
    color: [colors.primary, colors.info],
    tooltip: { trigger: 'axis' },
    xAxis: { ...time, min: range[0], max: range[1], axisLabel: { ...time.axisLabel, hideOverlap: true } },
    yAxis: valueAxis((v: number) => format.withUnit(v, unit)),
    series: keys.map((key) => ({
      name: t(LABELS[key]),
      type: 'line',
      showSymbol: samples.length < 3,
      data: samples.map((s) => [s.at, Math.round(s[key] * 10) / 10]),
    })),
  };
  return <EChart option={option} height={280} />;
}
