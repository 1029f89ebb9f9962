import type { BacktestReport } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { EChart, useChartStyle } from '@/shared/ui/echart.tsx';
import { axisMargins } from './axis-margins.ts';
import type { StatFormat } from './stat-format.ts';

/** The Sharpe ratio above and the annualised volatility below, each over the report's moving window. */
export default function RollingRiskChart({
  rolling,
  format,
}: {
  rolling: BacktestReport['rolling'];
  format: StatFormat;
}) {
  const { t } = useTranslation();
  const { theme, colors, base, timeAxis, valueAxis, format: formatters } = useChartStyle();
  const margins = axisMargins(theme.direction === 'rtl');
  const points = (values: (number | null)[]) => rolling.time.map((time, i) => [time, values[i]]);
  const time = (gridIndex: number) => {
    const axis = timeAxis();
    return { ...axis, gridIndex, axisLabel: { ...axis.axisLabel, show: gridIndex === 1 } };
  };
  const option = {
    ...base,
    color: [colors.primary, colors.warning],
    grid: [
      { top: 40, height: '38%', ...margins },
      { bottom: 24, height: '32%', ...margins },
    ],
    tooltip: {
      trigger: 'axis',
      axisPointer: { link: [{ xAxisIndex: 'all' }] },
      formatter: (
        items: { seriesIndex: number; value: [number, number | null]; marker: string; seriesName: string }[],
      ) =>
        [
          formatters.date(items[0]!.value[0]),
          ...items.map(({ seriesIndex, value: [, value], marker, seriesName }) => {
            const shown =
              value === null
                ? '—'
                : seriesIndex === 0
                  ? format.stat('Sharpe Ratio', value)
                  : format.percent(value);
            return `${marker}${seriesName}: ${shown}`;
          }),
        ].join('<br/>'),
    },
    xAxis: [time(0), time(1)],
    yAxis: [
      { ...valueAxis((v) => format.stat('Sharpe Ratio', v)), gridIndex: 0, splitNumber: 3 },
      { ...valueAxis((v) => format.percent(v)), gridIndex: 1, min: 0, splitNumber: 2 },
    ],
    series: [
      {
        name: t('trading.backtest.report.sharpeSeries'),
        type: 'line',
        showSymbol: false,
        data: points(rolling.sharpe),
      },
      {
        name: t('trading.backtest.report.volatilitySeries'),
        type: 'line',
        xAxisIndex: 1,
        yAxisIndex: 1,
        showSymbol: false,
        areaStyle: { opacity: 0.2 },
        data: points(rolling.volatility),
      },
    ],
  };
  return (
    <div data-rolling={rolling.time.length}>
      <EChart option={option} height={320} />
    </div>
  );
}
