import { useTranslation } from 'react-i18next';
import type { FinanceSummary } from '@alvorada/contracts';
import { EChart, useChartStyle } from '@/shared/ui/echart.tsx';

/** Invoiced against received per cycle as bars, the plants' costs as a line. */
export default function FinanceChart({ monthly }: { monthly: FinanceSummary['monthly'] }) {
  const { t } = useTranslation();
  const { format, colors, base, categoryAxis, valueAxis } = useChartStyle();
  const money = (centavos: number) => format.money(centavos / 100);
  const option = {
    ...base,
    color: [colors.primary, colors.info, colors.warning],
    tooltip: { trigger: 'axis', valueFormatter: money },
    xAxis: categoryAxis(monthly.map((m) => format.month(m.cycle))),
    yAxis: valueAxis(money),
    series: [
      { name: t('energy.finance.chartInvoiced'), type: 'bar', data: monthly.map((m) => m.invoiced_centavos) },
      { name: t('energy.finance.chartReceived'), type: 'bar', data: monthly.map((m) => m.received_centavos) },
      {
        name: t('energy.finance.chartCosts'),
        type: 'line',
        symbol: 'circle',
        data: monthly.map((m) => m.costs_centavos),
      },
    ],
  };
  return <EChart option={option} />;
}
