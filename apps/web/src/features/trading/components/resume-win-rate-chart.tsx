import { useTranslation } from 'react-i18next';
import type { Resume } from '@alvorada/contracts';
import { EChart, encodeHTML, useChartStyle } from '@/shared/ui/echart.tsx';
import { useResumeFormat } from './resume-format.ts';
import { horizontalHeight } from './resume-pnl-chart.tsx';

type Item = { name: string; value: number; dataIndex: number };

/** Each strategy's win rate as a bar from 0 to 100 %, labelled with it. */
export default function ResumeWinRateChart({ strategies }: { strategies: Resume['strategies'] }) {
  const { t } = useTranslation();
  const { theme, base, colors, categoryAxis, valueAxis } = useChartStyle();
  const format = useResumeFormat();
  const rtl = theme.direction === 'rtl';
  const option = {
    ...base,
    legend: { show: false },
    grid: { ...base.grid, top: 16, [rtl ? 'left' : 'right']: 48 },
    tooltip: {
      trigger: 'item',
      formatter: (item: Item) =>
        `${encodeHTML(item.name)}<br/>${format.fraction(item.value)} · ${t(
          'trading.resume.chart.tooltipTrades',
          {
            count: strategies[item.dataIndex]!.count,
          },
        )}`,
    },
    xAxis: { ...valueAxis(format.fraction, true), min: 0, max: 1 },
    yAxis: {
      ...categoryAxis(strategies.map((s) => s.strategy_name)),
      inverse: true,
      position: rtl ? 'right' : 'left',
      axisLabel: { color: theme.palette.text.secondary, width: 160, overflow: 'truncate' },
    },
    series: [
      {
        name: t('trading.resume.chart.winRateSeries'),
        type: 'bar',
        barMaxWidth: 28,
        color: colors.primary,
        data: strategies.map((s) => s.win_rate),
        label: {
          show: true,
          position: rtl ? 'left' : 'right',
          color: theme.palette.text.primary,
          formatter: (item: { value: number }) => format.fraction(item.value),
        },
      },
    ],
  };
  return <EChart option={option} height={horizontalHeight(strategies.length)} />;
}
