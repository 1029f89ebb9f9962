import type { Backtest } from '@alvorada/contracts';
import { EChart, useChartStyle } from '@/shared/ui/echart.tsx';
import { runLabel } from './run-label.ts';

/** Several runs' equity as the return on their own initial capital, on one time axis. */
export default function ReturnsChart({ runs }: { runs: Backtest[] }) {
  const { base, timeAxis, valueAxis, format } = useChartStyle();
  const percent = (value: number) => format.percent(value / 100);
  const option = {
    ...base,
    tooltip: { trigger: 'axis', valueFormatter: percent },
    xAxis: timeAxis(),
    yAxis: valueAxis(percent),
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
