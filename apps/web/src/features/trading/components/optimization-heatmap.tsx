import { heatmap, type Direction, type Evaluation, type OptimizePlan } from '@alvorada/backtest';
import { useTranslation } from 'react-i18next';
import { EChart, useChartStyle } from '@/shared/ui/echart.tsx';

/**
 * The objective over two parameters, the best over every other one in each cell (the highest, or the
 * lowest when the search minimised), the cells the constraint excludes marked apart; with one parameter
 * varied, the objective along it as bars.
 */
export default function OptimizationHeatmap({
  evaluations,
  x,
  y,
  objective,
  direction,
  plan,
}: {
  evaluations: Evaluation[];
  x: string;
  y: string | null;
  objective: string;
  direction: Direction;
  plan: Pick<OptimizePlan, 'space' | 'constraint'>;
}) {
  const { t } = useTranslation();
  const { theme, colors, base, categoryAxis, valueAxis, format } = useChartStyle();
  const paramLabel = (name: string) => t(`trading.params.${name}`, { defaultValue: name });
  const value = (v: number) => (Number.isFinite(v) ? format.number(Number(v.toPrecision(4))) : '—');
  const along = (name: string, data: number[]) => ({
    ...categoryAxis(data.map((d) => format.number(d))),
    name: paramLabel(name),
    nameLocation: 'middle',
    nameGap: 28,
  });

  if (y === null) {
    const { x: xs, z } = heatmap(evaluations, x, x, direction);
    const option = {
      ...base,
      color: [colors.primary],
      grid: { top: 24, bottom: 40, left: 16, right: 16, containLabel: true },
      tooltip: { trigger: 'axis', valueFormatter: value },
      xAxis: along(x, xs),
      yAxis: valueAxis(value, false, objective),
      series: [{ name: objective, type: 'bar', data: xs.map((_, i) => z[i]![i]) }],
    };
    return <EChart option={option} />;
  }

  const map = heatmap(evaluations, x, y, direction, plan);
  const cells = map.z.flatMap((row, r) =>
    row.map((v, c) => [c, r, Number.isFinite(v) ? v : '-'] as [number, number, number | string]),
  );
  const excluded = map.excluded.flatMap((row, r) => row.flatMap((out, c) => (out ? [[c, r, 0]] : [])));
  const excludedLabel = t('trading.optimization.excluded');
  const scale = [theme.palette.error.light, theme.palette.warning.light, theme.palette.success.main];
  const finite = map.z.flat().filter(Number.isFinite);
  const option = {
    ...base,
    legend: { show: false },
    grid: { top: 16, bottom: 96, left: 40, right: 16, containLabel: true },
    tooltip: {
      formatter: (item: { seriesIndex: number; value: [number, number, number | string] }) =>
        `${paramLabel(x)}: ${format.number(map.x[item.value[0]]!)}<br/>${paramLabel(y)}: ${format.number(
          map.y[item.value[1]]!,
        )}<br/>${
          item.seriesIndex === 1
            ? excludedLabel
            : `${objective}: ${typeof item.value[2] === 'number' ? value(item.value[2]) : '—'}`
        }`,
    },
    xAxis: along(x, map.x),
    yAxis: {
      ...categoryAxis(map.y.map((d) => format.number(d))),
      inverse: false,
      position: theme.direction === 'rtl' ? 'right' : 'left',
      name: paramLabel(y),
      nameLocation: 'middle',
      nameGap: 44,
    },
    visualMap: {
      seriesIndex: 0,
      min: Math.min(...finite),
      max: Math.max(...finite),
      calculable: true,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      textStyle: { color: theme.palette.text.secondary },
      formatter: value,
      inRange: { color: direction === 'min' ? [...scale].reverse() : scale },
    },
    series: [
      {
        name: objective,
        type: 'heatmap',
        data: cells,
        label: {
          show: map.x.length * map.y.length <= 100,
          formatter: (p: { value: number[] }) => value(p.value[2]!),
        },
        emphasis: { itemStyle: { borderColor: theme.palette.text.primary, borderWidth: 1 } },
      },
      {
        name: excludedLabel,
        type: 'heatmap',
        data: excluded,
        itemStyle: { color: theme.palette.action.disabledBackground },
        label: {
          show: map.x.length * map.y.length <= 100,
          formatter: '×',
          color: theme.palette.text.disabled,
        },
      },
    ],
  };
  return <EChart option={option} height={Math.max(320, map.y.length * 28 + 120)} />;
}
