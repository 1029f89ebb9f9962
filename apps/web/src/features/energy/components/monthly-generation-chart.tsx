import { useTranslation } from 'react-i18next';
import type { GenerationSummary } from '@alvorada/contracts';
import { EChart, useChartStyle } from '@/shared/ui/echart.tsx';

/** Measured generation per month as bars, the expected as a line; colours from the theme, mirrored in RTL. */
export default function MonthlyGenerationChart({ monthly }: { monthly: GenerationSummary['monthly'] }) {
  const { t } = useTranslation();
  const { format, colors, base, categoryAxis, valueAxis, energyTicks } = useChartStyle();
  const option = {
    ...base,
    color: [colors.primary, colors.warning],
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => format.energy(value) },
    xAxis: categoryAxis(monthly.map((m) => format.month(m.month))),
    yAxis: valueAxis(energyTicks(monthly.flatMap((m) => [m.generated_kwh, m.expected_kwh]))),
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
