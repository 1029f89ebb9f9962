import { useTranslation } from 'react-i18next';
import type { CreditSummary } from '@alvorada/contracts';
import { EChart, useChartStyle } from '@/shared/ui/echart.tsx';

/** The active balance by the year its credits arose: each year's credits expire 60 months after. */
export default function VintageChart({ vintages }: { vintages: CreditSummary['balance_by_vintage'] }) {
  const { t } = useTranslation();
  const { format, colors, base, categoryAxis, valueAxis, energyTicks } = useChartStyle();
  const option = {
    ...base,
    color: [colors.primary],
    legend: { show: false },
    grid: { ...base.grid, top: 16 },
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => format.energy(value) },
    xAxis: categoryAxis(vintages.map((v) => v.year)),
    yAxis: valueAxis(energyTicks(vintages.map((v) => v.kwh))),
    series: [
      {
        name: t('energy.credits.vintageSeries'),
        type: 'bar',
        barMaxWidth: 64,
        data: vintages.map((v) => v.kwh),
      },
    ],
  };
  return <EChart option={option} height={260} />;
}
