import type { Backtest } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { EChart, useChartStyle } from '@/shared/ui/echart.tsx';
import { runLabel } from './run-label.ts';

/** Several runs' equity as the return on their own initial capital, on one time axis. */
export default function ReturnsChart({ runs }: { runs: Backtest[] }) {
  const { base, axis } = useChartStyle();
  const format = useFormatters();
  const percent = (value: number) => format.percent(value / 100);
  const option = {
    ...base,
    grid: { top: 40, bottom: 24, left: 16, right: 16, containLabel: true },
    tooltip: { trigger: 'axis', valueFormatter: percent },
    xAxis: { type: 'time', ...axis.along },
    yAxis: {
      type: 'value',
      ...axis.value,
      axisLabel: { ...axis.value.axisLabel, formatter: percent },
    },
    series: runs.map((run) => ({
      name: runLabel(run),
      type: 'line',
      showSymbol: false,
      data: (run.equity?.time ?? []).map((time, i) => [
        time,
        (run.equity!.equity[i]! / run.settings.cash - 1) * 100,
      ]),
    })),
  };
  return <EChart option={option} />;
}
