import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { GenerationSummary } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';

echarts.use([
  BarChart,
  LineChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  AriaComponent,
  SVGRenderer,
]);

/** Measured generation per month as bars, the expected as a line; colours from the theme, mirrored in RTL. */
export default function MonthlyGenerationChart({ monthly }: { monthly: GenerationSummary['monthly'] }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const format = useFormatters();
  const rtl = theme.direction === 'rtl';
  const text = theme.palette.text.secondary;
  // One unit along the axis: MWh as soon as any month passes 10.000 kWh.
  const inMwh = monthly.some((m) => Math.max(m.generated_kwh, m.expected_kwh) > 10_000);
  const axisEnergy = (kwh: number) => (inMwh ? `${format.number(kwh / 1000)} MWh` : format.energy(kwh));
  const option = {
    aria: { enabled: true },
    textStyle: { fontFamily: theme.typography.fontFamily },
    color: [theme.palette.primaryInk, theme.palette.warning.main],
    legend: { top: 0, [rtl ? 'right' : 'left']: 0, textStyle: { color: text } },
    grid: { top: 40, bottom: 24, left: 16, right: 16, containLabel: true },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: number) => format.energy(value),
    },
    xAxis: {
      type: 'category',
      inverse: rtl,
      data: monthly.map((m) => format.month(m.month)),
      axisLabel: { color: text },
      axisLine: { lineStyle: { color: theme.palette.divider } },
    },
    yAxis: {
      type: 'value',
      position: rtl ? 'right' : 'left',
      axisLabel: { color: text, formatter: axisEnergy },
      splitLine: { lineStyle: { color: theme.palette.divider } },
    },
    series: [
      {
        name: t('energy.generation.chartGenerated'),
        type: 'bar',
        data: monthly.map((m) => m.generated_kwh),
      },
      {
        name: t('energy.generation.chartExpected'),
        type: 'line',
        symbol: 'circle',
        data: monthly.map((m) => m.expected_kwh),
      },
    ],
  };
  // The axes are mirrored above; the drawing itself stays left to right, or labels would run into the bars.
  return (
    <div dir="ltr">
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        notMerge
        opts={{ renderer: 'svg' }}
        style={{ height: 320, width: '100%' }}
      />
    </div>
  );
}
