import type { WalkForwardWindow } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { EChart, useChartStyle } from '@/shared/ui/echart.tsx';
import type { StatFormat } from './stat-format.ts';

/** Each window's out-of-sample return as a bar, losses in the error colour; a window not traded has none. */
export default function WalkForwardChart({
  windows,
  format,
}: {
  windows: WalkForwardWindow[];
  format: StatFormat;
}) {
  const { t } = useTranslation();
  const { colors, base, categoryAxis, valueAxis } = useChartStyle();
  const name = t('trading.walkForward.testReturn');
  const value = (v: number) => format.percent(v);
  const option = {
    ...base,
    color: [colors.primary],
    grid: { top: 24, bottom: 24, left: 16, right: 16, containLabel: true },
    tooltip: { trigger: 'axis', valueFormatter: (v: number | null) => (v === null ? '—' : value(v)) },
    xAxis: categoryAxis(windows.map((_, i) => t('trading.walkForward.window', { n: i + 1 }))),
    yAxis: valueAxis(value, false, name),
    series: [
      {
        name,
        type: 'bar',
        data: windows.map((w) => {
          const r = w.test_stats?.['Return [%]'] ?? null;
          return { value: r, itemStyle: { color: r !== null && r < 0 ? colors.error : colors.primary } };
        }),
      },
    ],
  };
  return <EChart option={option} height={280} />;
}
