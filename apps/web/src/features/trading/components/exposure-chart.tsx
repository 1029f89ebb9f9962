import type { BacktestReport } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { EChart, useChartStyle } from '@/shared/ui/echart.tsx';
import { axisMargins } from './axis-margins.ts';
import type { StatFormat } from './stat-format.ts';

/** The position held at each close as a share of the equity: above zero long, below it short. */
export default function ExposureChart({
  bars,
  format,
}: {
  bars: BacktestReport['bars'];
  format: StatFormat;
}) {
  const { t } = useTranslation();
  const { theme, colors, base, timeAxis, valueAxis, format: formatters } = useChartStyle();
  const margins = axisMargins(theme.direction === 'rtl');
  const option = {
    ...base,
    color: [colors.info],
    legend: { show: false },
    grid: { top: 16, bottom: 24, ...margins },
    tooltip: {
      trigger: 'axis',
      formatter: (items: { value: [number, number]; marker: string; seriesName: string }[]) =>
        `${formatters.date(items[0]!.value[0])}<br/>${items[0]!.marker}${items[0]!.seriesName}: ${format.fraction(items[0]!.value[1])}`,
    },
    xAxis: timeAxis(),
    yAxis: { ...valueAxis((v) => format.fraction(v)), splitNumber: 4 },
    series: [
      {
        name: t('trading.backtest.report.exposureSeries'),
        type: 'line',
        step: 'end',
        showSymbol: false,
        areaStyle: { opacity: 0.25 },
        data: bars.time.map((time, i) => [time, bars.exposure[i]]),
      },
    ],
  };
  return <EChart option={option} height={200} />;
}
