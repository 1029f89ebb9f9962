import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { KpiCard } from '@/shared/ui/kpi-card.tsx';

type Figures = { generated_kwh: number; expected_kwh: number; performance_index: number | null };

/**
 * The generation in the period beside the expected, and the performance index, for the overview or a plant;
 * labels and definitions come from `<section>.kpi`.
 */
export function useGenerationKpis(section: string, data: Figures | undefined) {
  const { t } = useTranslation();
  const format = useFormatters();
  const kpi = (key: string) => ({
    label: t(`${section}.kpi.${key}`),
    definition: t(`${section}.kpi.${key}Def`),
  });
  return [
    <KpiCard
      {...kpi('generated')}
      value={data && format.energy(data.generated_kwh)}
      caption={
        data && t('energy.generation.kpi.generatedCaption', { expected: format.energy(data.expected_kwh) })
      }
    />,
    <KpiCard
      {...kpi('pi')}
      value={data && (data.performance_index === null ? '—' : format.percent(data.performance_index))}
    />,
  ];
}
