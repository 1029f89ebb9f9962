import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { COVERAGE_BAND, type ProsumerSummary } from '@alvorada/contracts';
import { EChart, encodeHTML, useChartStyle } from '@/shared/ui/echart.tsx';

/**
 * Each beneficiary UC as a point: its mean consumption across, the energy it receives up. The diagonal is a
 * perfect fit; points above the upper dashed line get more than 120 % of what they use (credits pile up),
 * below the lower one less than 80 %.
 */
export default function CoverageChart({
  points,
  total,
}: {
  points: ProsumerSummary['coverage_points'];
  total: number;
}) {
  const { t } = useTranslation();
  const { format, colors, base, valueAxis, energyTicks } = useChartStyle();
  const top = Math.max(1, ...points.flatMap((r) => [r.mean_consumption_kwh, r.mean_received_kwh]));
  const ticks = energyTicks([top]);
  const guide = (name: string, ratio: number, type: 'solid' | 'dashed') => ({
    name,
    type: 'line',
    symbol: 'none',
    silent: true,
    tooltip: { show: false },
    lineStyle: { type, width: 1 },
    data: [
      [0, 0],
      [top, top * ratio],
    ],
  });
  const option = {
    ...base,
    color: [colors.primary, colors.neutral, colors.warning, colors.warning],
    tooltip: {
      trigger: 'item',
      formatter: ({ dataIndex, seriesIndex }: { dataIndex: number; seriesIndex: number }) => {
        if (seriesIndex !== 0) return '';
        const row = points[dataIndex]!;
        // ECharts reads the tooltip as HTML: names come from the database, so they are escaped.
        return [
          encodeHTML(`${row.customer_name} (${row.installation_number})`),
          encodeHTML(
            t('energy.prosumers.chartTooltipConsumption', {
              value: format.energy(row.mean_consumption_kwh),
            }),
          ),
          encodeHTML(
            t('energy.prosumers.chartTooltipReceived', {
              value: format.energy(row.mean_received_kwh),
              coverage: format.percent(row.coverage ?? 0),
            }),
          ),
        ].join('<br/>');
      },
    },
    xAxis: valueAxis(ticks, true, t('energy.prosumers.chartConsumption')),
    yAxis: valueAxis(ticks, false, t('energy.prosumers.chartReceived')),
    // Room for the legend on two lines, as a phone lays it out.
    grid: { ...base.grid, top: 64, bottom: 32, left: 56, right: 24 },
    series: [
      {
        name: t('energy.prosumers.chartUnits'),
        type: 'scatter',
        symbolSize: points.length > 500 ? 6 : 10,
        data: points.map((r) => [r.mean_consumption_kwh, r.mean_received_kwh]),
      },
      guide(t('energy.prosumers.chartFit'), 1, 'solid'),
      guide(t('energy.prosumers.chartBand'), COVERAGE_BAND.high, 'dashed'),
      guide(t('energy.prosumers.chartBand'), COVERAGE_BAND.low, 'dashed'),
    ],
  };
  return (
    <>
      <EChart option={option} />
      {total > points.length && (
        <Typography variant="caption" color="text.secondary">
          {t('energy.prosumers.chartSample', {
            shown: format.number(points.length),
            total: format.number(total),
          })}
        </Typography>
      )}
    </>
  );
}
