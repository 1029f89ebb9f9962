import { useTranslation } from 'react-i18next';
import type { GenerationSummary } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { EChart, useChartStyle } from '@/shared/ui/echart.tsx';

/** Measured generation per month as bars, the expected as a line; colours from the theme, mirrored in RTL. */
export default function MonthlyGenerationChart({ monthly }: { monthly: GenerationSummary['monthly'] }) {
  const { t } = useTranslation();
  const { theme, base, axis } = useChartStyle();
  const format = useFormatters();
  // One unit along the axis: MWh as soon as any month passes 10.000 kWh.
  const inMwh = monthly.some((m) => Math.max(m.generated_kwh, m.expected_kwh) > 10_000);
  const axisEnergy = (kwh: number) => (inMwh ? `${format.number(kwh / 1000)} MWh` : format.energy(kwh));
  const option = {
    ...base,
    color: [theme.palette.primaryInk, theme.palette.warning.main],
    grid: { top: 40, bottom: 24, left: 16, right: 16, containLabel: true },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: number) => format.energy(value),
    },
    xAxis: { type: 'category', ...axis.along, data: monthly.map((m) => format.month(m.month)) },
    yAxis: { type: 'value', ...axis.value, axisLabel: { ...axis.value.axisLabel, formatter: axisEnergy } },
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
  return <EChart option={option} />;
}
