import { lazy, Suspense, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import SolarPowerOutlined from '@mui/icons-material/SolarPowerOutlined';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { useGenerationSummary } from '@/features/energy/api/summary-api.ts';
import { GenerationAlerts } from '@/features/energy/components/generation-alerts.tsx';
import { KpiCard } from '@/shared/ui/kpi-card.tsx';
import { PeriodSelect } from '@/features/energy/components/period-select.tsx';
import { PlantsTable } from '@/features/energy/components/plants-table.tsx';
import { usePeriod } from '@/features/energy/components/use-period.ts';

const MonthlyGenerationChart = lazy(
  () => import('@/features/energy/components/monthly-generation-chart.tsx'),
);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** /geracao/visao-geral: the plants' generation against what was expected, over a period of months. */
export default function GenerationOverviewPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { period, preset, choose } = usePeriod();
  const summary = useGenerationSummary(period);
  const data = summary.data;
  const kpi = (key: string) => ({
    label: t(`energy.generation.kpi.${key}`),
    definition: t(`energy.generation.kpi.${key}Def`),
  });

  return (
    <>
      <PageHeader
        title={t('page.geracao')}
        subtitle={t('energy.generation.subtitle', {
          from: format.month(period.from),
          to: format.month(period.to),
        })}
        actions={<PeriodSelect preset={preset} from={period.from} to={period.to} onChange={choose} />}
      />
      {summary.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void summary.refetch()}>
              {t('energy.retry')}
            </Button>
          }
        >
          {t('energy.loadError')}
        </Alert>
      ) : data && data.plants === 0 ? (
        <Card>
          <EmptyState
            icon={<SolarPowerOutlined sx={{ fontSize: 48 }} />}
            title={t('energy.generation.empty')}
            body={t('energy.generation.emptyBody')}
          />
        </Card>
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <KpiCard
              {...kpi('generated')}
              value={data && format.energy(data.generated_kwh)}
              caption={
                data &&
                t('energy.generation.kpi.generatedCaption', { expected: format.energy(data.expected_kwh) })
              }
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <KpiCard
              {...kpi('pi')}
              value={data && (data.performance_index === null ? '—' : format.percent(data.performance_index))}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <KpiCard
              {...kpi('capacity')}
              value={data && `${format.number(Math.round(data.capacity_kwp) / 1000)} MWp`}
              caption={
                data &&
                t('energy.generation.kpi.capacityCaption', {
                  ac: format.number(Math.round(data.capacity_kw_ac) / 1000),
                  count: data.plants,
                })
              }
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <KpiCard
              {...kpi('yield')}
              value={
                data &&
                (data.yield_kwh_kwp === null
                  ? '—'
                  : `${format.number(Math.round(data.yield_kwh_kwp))} kWh/kWp`)
              }
            />
          </Grid>
          <Grid size={{ xs: 12, lg: 8 }}>
            <Section title={t('energy.generation.chartTitle')}>
              {data ? (
                <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
                  <MonthlyGenerationChart monthly={data.monthly} />
                </Suspense>
              ) : (
                <Skeleton variant="rounded" height={320} />
              )}
            </Section>
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <Section title={t('energy.generation.alertsTitle')}>
              {data ? <GenerationAlerts rows={data.table} /> : <Skeleton variant="rounded" height={120} />}
            </Section>
          </Grid>
          <Grid size={12}>
            <Section title={t('energy.generation.tableTitle')}>
              <Box sx={{ mx: -2 }}>
                {data ? <PlantsTable rows={data.table} /> : <Skeleton variant="rounded" height={240} />}
              </Box>
            </Section>
          </Grid>
        </Grid>
      )}
    </>
  );
}
