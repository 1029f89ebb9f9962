import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { BarChart, HeatmapChart, LineChart } from 'echarts/charts';
import {
  AriaComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { useTheme } from '@mui/material/styles';

echarts.use([
  BarChart,
  HeatmapChart,
  LineChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  AriaComponent,
  VisualMapComponent,
  SVGRenderer,
]);

/**
 * What every chart shares: the theme's font and colours, a legend at the start of the line, described to
 * screen readers, and axes mirrored in right-to-left languages (`inverse` for a category or time axis,
 * `position` for a value axis).
 */
export function useChartStyle() {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const text = theme.palette.text.secondary;
  const line = { lineStyle: { color: theme.palette.divider } };
  return {
    theme,
    rtl,
    base: {
      aria: { enabled: true },
      textStyle: { fontFamily: theme.typography.fontFamily },
      legend: { top: 0, [rtl ? 'right' : 'left']: 0, textStyle: { color: text } },
    },
    axis: {
      /** Along the bottom: categories or time, running right to left in RTL. */
      along: { inverse: rtl, axisLabel: { color: text }, axisLine: line },
      /** The value axis, on the reading side. */
      value: { position: rtl ? 'right' : 'left', axisLabel: { color: text }, splitLine: line },
    },
  };
}

/**
 * An ECharts chart drawn as SVG (import it only from a lazily loaded module: ECharts is large). The axes
 * are mirrored through the option; the drawing itself stays left
 * to right, or labels would run into the bars.
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
