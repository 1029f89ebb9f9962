import { useTranslation } from 'react-i18next';
import { EChart, useChartStyle } from '@/shared/ui/echart.tsx';

/** One bar of the chart: its label (a month, a day), what was measured (null: no reading) and expected. */
export interface GenerationPoint {
  label: string;
  generated_kwh: number | null;
  expected_kwh: number;
}

/** Measured generation as bars, the expected as a line; colours from the theme, mirrored in RTL. */
export default function GenerationChart({ points, height }: { points: GenerationPoint[]; height?: number }) {
  const { t } = useTranslation();
  const { format, colors, base, categoryAxis, valueAxis, energyTicks } = useChartStyle();
  const option = {
    ...base,
    color: [colors.primary, colors.warning],
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: number | null) => (value === null ? '—' : format.energy(value)),
    },
    xAxis: categoryAxis(points.map((p) => p.label)),
    yAxis: valueAxis(energyTicks(points.flatMap((p) => [p.generated_kwh ?? 0, p.expected_kwh]))),
    series: [
      {
        name: t('energy.generation.chartGenerated'),
        type: 'bar',
        data: points.map((p) => p.generated_kwh),
      },
      {
        name: t('energy.generation.chartExpected'),
        type: 'line',
        symbol: 'circle',
        data: points.map((p) => p.expected_kwh),
      },
    ],
  };
  return <EChart option={option} height={height} />;
}
