import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { BarChart, HeatmapChart, LineChart, ScatterChart } from 'echarts/charts';
import {
  AriaComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { useTheme } from '@mui/material/styles';
import { useFormatters } from '@/shared/i18n/format.ts';

echarts.use([
  BarChart,
  HeatmapChart,
  LineChart,
  ScatterChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  AriaComponent,
  VisualMapComponent,
  SVGRenderer,
]);

/** Text bound for an HTML tooltip, escaped. */
export const encodeHTML = (text: string) => echarts.format.encodeHTML(text);

/**
 * What every chart shares: the theme's text and lines (readable in light and dark), a legend at the start of
 * the line, a description for screen readers, axes mirrored in RTL, and energy on the axes in kWh or, as
 * soon as a value passes 10.000 kWh, in MWh. Only chart modules, loaded lazily, import this file, so
 * ECharts stays out of the pages' first load.
 */
export function useChartStyle() {
  const theme = useTheme();
  const format = useFormatters();
  const rtl = theme.direction === 'rtl';
  const text = theme.palette.text.secondary;
  const line = { lineStyle: { color: theme.palette.divider } };
  return {
    theme,
    format,
    /** Series colours that keep their contrast on the paper of both modes. */
    colors: {
      primary: theme.palette.primaryInk,
      warning: theme.palette.warning.main,
      info: theme.palette.info.main,
      error: theme.palette.error.main,
      neutral: theme.palette.text.secondary,
    },
    base: {
      aria: { enabled: true },
      textStyle: { fontFamily: theme.typography.fontFamily },
      legend: { top: 0, [rtl ? 'right' : 'left']: 0, textStyle: { color: text } },
      grid: { top: 40, bottom: 24, left: 16, right: 16, containLabel: true },
    },
    categoryAxis: (data: (string | number)[]) => ({
      type: 'category',
      inverse: rtl,
      data,
      axisLabel: { color: text },
      axisLine: line,
    }),
    /** Time along the bottom, running right to left in RTL. */
    timeAxis: () => ({ type: 'time', inverse: rtl, axisLabel: { color: text }, axisLine: line }),
    /** A value axis; the horizontal one runs right to left in RTL, the vertical one sits on the right. */
    valueAxis: (formatter: (value: number) => string, horizontal = false, name?: string) => ({
      type: 'value',
      ...(horizontal ? { inverse: rtl } : { position: rtl ? 'right' : 'left' }),
      name,
      nameLocation: 'middle',
      nameGap: horizontal ? 28 : 72,
      nameTextStyle: { color: text },
      // On a narrow screen the labels that would run into each other are left out.
      axisLabel: { color: text, formatter, hideOverlap: true },
      axisLine: line,
      splitLine: line,
    }),
    /** Axis labels in the unit the largest value calls for. */
    energyTicks: (values: number[]) => {
      const inMwh = values.some((v) => Math.abs(v) > 10_000);
      return (kwh: number) => (inMwh ? `${format.number(kwh / 1000)} MWh` : format.energy(kwh));
    },
  };
}

/**
 * An ECharts option drawn as SVG. The axes are mirrored by the option; the drawing itself stays left to
 * right, or labels would run into the bars.
 */
export function EChart({ option, height = 320 }: { option: object; height?: number }) {
  return (
    <div dir="ltr">
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        notMerge
        opts={{ renderer: 'svg' }}
        style={{ height, width: '100%' }}
      />
    </div>
  );
}
