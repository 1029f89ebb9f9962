import type { Histogram } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { EChart, encodeHTML, useChartStyle } from '@/shared/ui/echart.tsx';

/** How many simulated paths ended in each bin of a Monte Carlo figure; `value` formats the figure. */
export default function MonteCarloHistogram({
  histogram,
  name,
  value,
  color,
}: {
  histogram: Histogram;
  name: string;
  value: (figure: number) => string;
  color: 'primary' | 'error';
}) {
  const { t } = useTranslation();
  const { colors, base, categoryAxis, valueAxis, format } = useChartStyle();
  const { edges, counts } = histogram;
  const paths = t('trading.monteCarlo.paths');
  const bin = (i: number) =>
    t('trading.monteCarlo.bin', { from: value(edges[i]!), to: value(edges[i + 1]!) });
  const option = {
    ...base,
    color: [colors[color]],
    grid: { top: 24, bottom: 40, left: 16, right: 16, containLabel: true },
    tooltip: {
      formatter: (item: { dataIndex: number; value: number }) =>
        `${encodeHTML(bin(item.dataIndex))}<br/>${encodeHTML(paths)}: ${format.number(item.value)}`,
    },
    xAxis: {
      ...categoryAxis(counts.map((_, i) => value((edges[i]! + edges[i + 1]!) / 2))),
      name,
      nameLocation: 'middle',
      nameGap: 28,
    },
    yAxis: valueAxis((count) => format.number(count), false, paths),
    series: [{ name: paths, type: 'bar', barCategoryGap: '4%', data: counts }],
  };
  return <EChart option={option} height={280} />;
}
