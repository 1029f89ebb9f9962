import { useTranslation } from 'react-i18next';
import { EChart, encodeHTML, useChartStyle } from '@/shared/ui/echart.tsx';
import { useResumeFormat } from './resume-format.ts';

type Money = { currency: string; value: number };
type AxisItem = {
  axisValueLabel: string;
  marker: string;
  seriesName: string;
  value: number;
  dataIndex: number;
};

/** Room for one bar of a horizontal chart, and for its axes. */
const ROW = 36;
export const horizontalHeight = (rows: number) => Math.max(160, rows * ROW + 64);

/**
 * Profit as bars, one series per currency (amounts in different currencies are never added): per month
 * along the bottom, or per strategy down the side (`horizontal`). With one currency each bar shows a gain in
 * green and a loss in red.
 */
export default function ResumePnlChart({
  categories,
  amounts,
  counts,
  horizontal = false,
}: {
  categories: string[];
  /** Each category's amounts per currency. */
  amounts: Money[][];
  /** Each category's trades. */
  counts: number[];
  horizontal?: boolean;
}) {
  const { t } = useTranslation();
  const { theme, base, colors, categoryAxis, valueAxis } = useChartStyle();
  const format = useResumeFormat();
  const currencies = [...new Set(amounts.flat().map((a) => a.currency))].sort();
  const single = currencies.length === 1 ? currencies[0] : undefined;
  const gain = theme.palette.success.main;
  const loss = theme.palette.error.main;
  const series = currencies.map((currency) => ({
    name: currency,
    type: 'bar',
    barMaxWidth: 28,
    data: amounts.map((list) => {
      const value = list.find((a) => a.currency === currency)?.value ?? 0;
      return single ? { value, itemStyle: { color: value < 0 ? loss : gain } } : value;
    }),
  }));
  const ticks = (value: number) => (single ? format.compactMoney(value, single) : format.number(value));
  const tooltip = {
    trigger: 'axis',
    axisPointer: { type: 'shadow' },
    formatter: (items: AxisItem[]) =>
      [
        `${encodeHTML(items[0]!.axisValueLabel)} · ${t('trading.resume.chart.tooltipTrades', {
          count: counts[items[0]!.dataIndex] ?? 0,
        })}`,
        ...items.map((item) => `${item.marker}${format.signedMoney(item.value, item.seriesName)}`),
      ].join('<br/>'),
  };
  const categoryAxisOption = horizontal
    ? {
        ...categoryAxis(categories),
        inverse: true,
        position: theme.direction === 'rtl' ? 'right' : 'left',
        axisLabel: { color: theme.palette.text.secondary, width: 160, overflow: 'truncate' },
      }
    : categoryAxis(categories);
  const option = {
    ...base,
    legend: { ...base.legend, show: !single },
    grid: { ...base.grid, top: single ? 16 : 40 },
    color: [colors.primary, colors.info, colors.warning, colors.neutral],
    tooltip,
    xAxis: horizontal ? valueAxis(ticks, true) : categoryAxisOption,
    yAxis: horizontal ? categoryAxisOption : valueAxis(ticks),
    series,
  };
  return <EChart option={option} height={horizontal ? horizontalHeight(categories.length) : 300} />;
}
