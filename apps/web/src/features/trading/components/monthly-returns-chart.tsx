import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { EChart, useChartStyle } from '@/shared/ui/echart.tsx';
import { monthlyReturns } from './monthly-returns.ts';

const MONTHS = Array.from({ length: 12 }, (_, m) => Date.UTC(2001, m, 1));

/** Each month's return as a cell of a year × month grid, red for a loss and green for a gain. */
export default function MonthlyReturnsChart({
  curve,
  cash,
}: {
  curve: { time: number[]; equity: number[] };
  cash: number;
}) {
  const { t, i18n } = useTranslation();
  const { theme, base, categoryAxis, format } = useChartStyle();
  const { years, cells, yearly } = monthlyReturns(curve, cash);
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'short', timeZone: 'UTC' });
  const months = MONTHS.map((time) => monthName.format(time));
  const percent = (r: number) => format.percent(r);
  const widest = Math.max(0.01, ...cells.map(([, , r]) => Math.abs(r)));
  const option = {
    ...base,
    legend: { show: false },
    grid: { top: 8, bottom: 8, left: 8, right: 8, containLabel: true },
    tooltip: {
      formatter: (item: { value: [number, number, number] }) =>
        `${months[item.value[0]]} ${years[item.value[1]]}: ${percent(item.value[2])}<br/>${t(
          'trading.backtest.result.monthlyYear',
          { year: years[item.value[1]], value: percent(yearly[item.value[1]]!) },
        )}`,
    },
    xAxis: { ...categoryAxis(months), position: 'top' },
    yAxis: {
      ...categoryAxis(years.map(String)),
      inverse: true,
      position: theme.direction === 'rtl' ? 'right' : 'left',
    },
    visualMap: {
      show: false,
      min: -widest,
      max: widest,
      // Half-strength colours keep the figures legible on them in both modes.
      inRange: {
        color: [
          alpha(theme.palette.error.main, 0.55),
          theme.palette.background.paper,
          alpha(theme.palette.success.main, 0.55),
        ],
      },
    },
    series: [
      {
        name: t('trading.backtest.result.monthly'),
        type: 'heatmap',
        data: cells,
        label: {
          show: true,
          color: theme.palette.text.primary,
          formatter: (p: { value: number[] }) => format.number(Number((p.value[2]! * 100).toFixed(1))),
        },
      },
    ],
  };
  return (
    <div
      role="figure"
      aria-label={t('trading.backtest.result.monthlyLabel', { count: cells.length })}
      data-months={cells.length}
    >
      <EChart option={option} height={Math.max(160, years.length * 30 + 48)} />
    </div>
  );
}
