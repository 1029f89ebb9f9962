import { lazy } from 'react';
import SolarPowerOutlined from '@mui/icons-material/SolarPowerOutlined';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { useGenerationSummary } from '@/features/energy/api/summary-api.ts';
import { GenerationAlerts } from '@/features/energy/components/generation-alerts.tsx';
import { KpiCard } from '@/shared/ui/kpi-card.tsx';
import { useGenerationKpis } from '@/features/energy/components/generation-kpis.tsx';
import { PlantsTable } from '@/features/energy/components/plants-table.tsx';
import { usePeriod } from '@/features/energy/components/use-period.ts';
import { kpiTexts } from '@/features/energy/components/kpi-texts.ts';
import { OverviewPage } from '@/features/energy/components/overview-page.tsx';
import { NewPlantButton } from '@/features/energy/records/plant-records.tsx';
import { ReferencesSection } from '@/features/energy/records/references-section.tsx';
import { useServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';

const GenerationChart = lazy(() => import('@/features/energy/components/generation-chart.tsx'));

/** /geracao/visao-geral: the plants' generation against what was expected, over a period of months. */
export default function GenerationOverviewPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const periodState = usePeriod();
  const { period } = periodState;
  const summary = useGenerationSummary(period);
  const grid = useServerGrid(['status', 'alert'] as const);
  const data = summary.data;
  const generationKpis = useGenerationKpis('energy.generation', data);
  const kpi = kpiTexts(t, 'energy.generation');

  return (
    <>
      <OverviewPage
        title={t('page.geracao')}
        subtitle={t('energy.generation.subtitle', {
          from: format.month(period.from),
          to: format.month(period.to),
        })}
        action={{
          to: '/geracao/importacoes?tipo=generation',
          action: 'create',
          subject: 'Geracao',
          icon: <UploadFileOutlined />,
          children: t('energy.actions.importGeneration'),
        }}
        create={<NewPlantButton />}
        filters={{ state: periodState }}
        summary={summary}
        empty={
          data?.plants === 0 && {
            icon: <SolarPowerOutlined sx={{ fontSize: 48 }} />,
            title: t('energy.generation.empty'),
            body: t('energy.generation.emptyBody'),
          }
        }
        kpis={[
          ...generationKpis,
          <KpiCard
            {...kpi('capacity')}
            value={data && format.power(data.capacity_kwp, true)}
            caption={
              data &&
              t('energy.generation.kpi.capacityCaption', {
                ac: format.power(data.capacity_kw_ac),
                count: data.plants,
              })
            }
          />,
          <KpiCard
            {...kpi('yield')}
            value={
              data &&
              (data.yield_kwh_kwp === null ? '—' : `${format.number(Math.round(data.yield_kwh_kwp))} kWh/kWp`)
            }
          />,
        ]}
        chart={{
          title: t('energy.generation.chartTitle'),
          chart: data && (
            <GenerationChart points={data.monthly.map((m) => ({ ...m, label: format.month(m.month) }))} />
          ),
        }}
        alerts={{
          title: t('energy.generation.alertsTitle'),
          content: data && <GenerationAlerts rows={data.plants_on_alert} />,
        }}
        table={{
          title: t('energy.generation.tableTitle'),
          table: data && <PlantsTable period={period} grid={grid} />,
        }}
      />
      <ReferencesSection />
    </>
  );
}
