import { useTranslation } from 'react-i18next';
import type { WorkanaResume } from '@alvorada/contracts';
import { EChart, useChartStyle } from '@/shared/ui/echart.tsx';

/** The skills most asked for among the jobs seen, as horizontal bars. Loaded lazily with ECharts. */
export default function SkillsChart({ skills }: { skills: WorkanaResume['top_skills'] }) {
  const { t } = useTranslation();
  const { theme, base, colors, categoryAxis, valueAxis, format } = useChartStyle();
  const option = {
    ...base,
    legend: { show: false },
    grid: { ...base.grid, top: 8 },
    color: [colors.primary],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: valueAxis((v: number) => format.number(v), true),
    yAxis: {
      ...categoryAxis(skills.map((s) => s.skill)),
      inverse: true,
      position: theme.direction === 'rtl' ? 'right' : 'left',
    },
    series: [
      { name: t('workana.resume.jobs'), type: 'bar', barMaxWidth: 18, data: skills.map((s) => s.count) },
    ],
  };
  return <EChart option={option} height={Math.max(160, skills.length * 30 + 40)} />;
}
