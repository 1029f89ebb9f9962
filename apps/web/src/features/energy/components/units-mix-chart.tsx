import { useTranslation } from 'react-i18next';
import type { ProsumerSummary } from '@alvorada/contracts';
import { connectionLabel, unitClassLabel } from '@/shared/i18n/labels.ts';
import { EChart, useChartStyle } from '@/shared/ui/echart.tsx';

/** UCs per class, stacked by type of connection. */
export default function UnitsMixChart({ mix }: { mix: ProsumerSummary['units_by_class_and_connection'] }) {
  const { t } = useTranslation();
  const { format, colors, base, categoryAxis, valueAxis } = useChartStyle();
  const classes = [...new Set(mix.map((m) => m.unit_class))];
  const connections = [...new Set(mix.map((m) => m.connection ?? ''))];
  const option = {
    ...base,
    color: [colors.primary, colors.warning, colors.info, colors.neutral],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: categoryAxis(classes.map((c) => unitClassLabel(t, c))),
    yAxis: { ...valueAxis((n) => format.number(n)), minInterval: 1 },
    series: connections.map((connection) => ({
      name: connection ? connectionLabel(t, connection) : t('energy.prosumers.noConnection'),
      type: 'bar',
      stack: 'units',
      barMaxWidth: 48,
      data: classes.map(
        (c) => mix.find((m) => m.unit_class === c && (m.connection ?? '') === connection)?.units ?? 0,
      ),
    })),
  };
  return <EChart option={option} height={260} />;
}
