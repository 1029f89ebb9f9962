import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { EChart, useChartStyle } from '@/shared/ui/echart.tsx';
import { drawdownOf } from './drawdown.ts';
import { axisMargins } from './axis-margins.ts';
import type { StatFormat } from './stat-format.ts';

type Curve = { time: number[]; equity: number[] };

/**
 * A run's equity over time above, its drawdown below, on one time axis; with a benchmark, a switch draws the
 * buy-and-hold equity of the instrument beside it.
 */
export default function EquityChart({
  curve,
  benchmark,
  format,
}: {
  curve: Curve;
  /** The instrument bought and held with the same initial capital. */
  benchmark?: { time: number[]; benchmark: number[] };
  format: StatFormat;
}) {
  const { t } = useTranslation();
  const [compare, setCompare] = useState(true);
  const { theme, colors, base, timeAxis, valueAxis, format: formatters } = useChartStyle();
  const margins = axisMargins(theme.direction === 'rtl');
  const drawdown = drawdownOf(curve.equity);
  const points = (time: number[], values: number[]) => time.map((at, i) => [at, values[i]]);
  const time = (gridIndex: number) => {
    const axis = timeAxis();
    return { ...axis, gridIndex, axisLabel: { ...axis.axisLabel, show: gridIndex === 1 } };
  };
  const line = { type: 'line', showSymbol: false };
  const shown = benchmark && compare;
  const option = {
    ...base,
    color: [colors.primary, colors.error, colors.neutral],
    grid: [
      { top: 40, height: '52%', ...margins },
      { bottom: 24, height: '22%', ...margins },
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
              `${item.marker}${item.seriesName}: ${item.seriesIndex === 1 ? format.percent(item.value[1]) : format.money(item.value[1])}`,
          ),
        ].join('<br/>'),
    },
    xAxis: [time(0), time(1)],
    yAxis: [
      { ...valueAxis((v) => formatters.number(v)), gridIndex: 0, scale: true },
      { ...valueAxis((v) => format.percent(v)), gridIndex: 1, max: 0, splitNumber: 2 },
    ],
    series: [
      { ...line, name: t('trading.backtest.result.equitySeries'), data: points(curve.time, curve.equity) },
      {
        ...line,
        name: t('trading.backtest.result.drawdownSeries'),
        xAxisIndex: 1,
        yAxisIndex: 1,
        areaStyle: { opacity: 0.3 },
        data: points(curve.time, drawdown),
      },
      ...(shown
        ? [
            {
              ...line,
              name: t('trading.backtest.report.benchmarkSeries'),
              lineStyle: { type: 'dashed', width: 1.5 },
              data: points(benchmark.time, benchmark.benchmark),
            },
          ]
        : []),
    ],
  };
  return (
    <>
      {benchmark && (
        <FormControlLabel
          control={<Switch checked={compare} onChange={(event) => setCompare(event.target.checked)} />}
          label={t('trading.backtest.report.benchmarkToggle')}
        />
      )}
      <div data-benchmark={shown ? 'shown' : 'hidden'}>
        <EChart option={option} height={380} />
      </div>
    </>
  );
}
