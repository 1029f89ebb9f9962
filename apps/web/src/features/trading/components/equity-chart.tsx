import { useTranslation } from 'react-i18next';
import { EChart, useChartStyle } from '@/shared/ui/echart.tsx';
import { drawdownOf } from './drawdown.ts';
import type { StatFormat } from './stat-format.ts';

/** A run's equity over time above, its drawdown below, on one time axis. */
export default function EquityChart({
  curve,
  format,
}: {
  curve: { time: number[]; equity: number[] };
  format: StatFormat;
}) {
  const { t } = useTranslation();
  const { colors, base, timeAxis, valueAxis, format: formatters } = useChartStyle();
  const drawdown = drawdownOf(curve.equity);
  const points = (values: number[]) => curve.time.map((time, i) => [time, values[i]]);
  const time = (gridIndex: number) => {
    const axis = timeAxis();
    return { ...axis, gridIndex, axisLabel: { ...axis.axisLabel, show: gridIndex === 1 } };
  };
  const option = {
    ...base,
    color: [colors.primary, colors.error],
    grid: [
      { top: 40, height: '52%', left: 16, right: 16, containLabel: true },
      { bottom: 24, height: '22%', left: 16, right: 16, containLabel: true },
    ],
    tooltip: {
      trigger: 'axis',
      axisPointer: { link: [{ xAxisIndex: 'all' }] },
      formatter: (
        items: { seriesIndex: number; value: [number, number]; marker: string; seriesName: string }[],
      ) =>
        [
          formatters.date(items[0]!.value[0]),
          ...items.map(
            (item) =>
              `${item.marker}${item.seriesName}: ${item.seriesIndex === 0 ? format.money(item.value[1]) : format.percent(item.value[1])}`,
          ),
        ].join('<br/>'),
    },
    xAxis: [time(0), time(1)],
    yAxis: [
      { ...valueAxis((v) => formatters.number(v)), gridIndex: 0, scale: true },
      { ...valueAxis((v) => format.percent(v)), gridIndex: 1, max: 0, splitNumber: 2 },
    ],
    series: [
      {
        name: t('trading.backtest.result.equitySeries'),
        type: 'line',
        showSymbol: false,
        data: points(curve.equity),
      },
      {
        name: t('trading.backtest.result.drawdownSeries'),
        type: 'line',
        xAxisIndex: 1,
        yAxisIndex: 1,
        showSymbol: false,
        areaStyle: { opacity: 0.3 },
        data: points(drawdown),
      },
    ],
  };
  return <EChart option={option} height={380} />;
}
