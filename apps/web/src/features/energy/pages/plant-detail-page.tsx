import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { regimeLabel } from '@/shared/i18n/labels.ts';
import { KpiCard } from '@/shared/ui/kpi-card.tsx';
import { useGenerationKpis } from '@/features/energy/components/generation-kpis.tsx';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { usePlantAllocations, usePlantGeneration } from '@/features/energy/api/plant-api.ts';
import { AllocationHistory } from '@/features/energy/components/allocation-history.tsx';
import { ListExportBar } from '@/features/energy/components/list-export-bar.tsx';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { ChartSection, Section, TableSection } from '@/features/energy/components/overview-section.tsx';
import { FigureList } from '@/features/energy/components/figure-list.tsx';
import { OverviewFilters } from '@/features/energy/components/overview-filters.tsx';
import { DAY_WINDOWS, useDayWindow } from '@/features/energy/components/plant-days.ts';
import { PlantReadingsTable } from '@/features/energy/components/plant-readings-table.tsx';
import { PlantStatusChip } from '@/features/energy/components/plants-table.tsx';
import { routeId } from '@/features/energy/components/detail-header.tsx';
import { DetailFacts, DetailKpis } from '@/features/energy/components/detail-facts.tsx';
import { useDetailFallback } from '@/features/energy/components/detail-fallback.tsx';
import { kpiTexts } from '@/features/energy/components/kpi-texts.ts';
import { usePeriod } from '@/features/energy/components/use-period.ts';
import { AreaActionLink } from '@/features/energy/components/area-action-link.tsx';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import type { Plant } from '@alvorada/contracts';
import { useRecord } from '@/features/energy/api/record-api.ts';
import { RecordHistory } from '@/features/energy/components/record-history.tsx';
import { PlantActions, PlantCosts } from '@/features/energy/records/plant-records.tsx';
import { plantFieldText } from '@/features/energy/records/plant-form-dialog.tsx';
import { GenerationSourceSection } from '@/features/energy/components/generation-source-section.tsx';

const GenerationChart = lazy(() => import('@/features/energy/components/generation-chart.tsx'));

/** /geracao/usinas/:id: one plant's generation against its model, day by day and month by month. */
export default function PlantDetailPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const perKwh = (value: number | null) => (value === null ? '—' : format.perKwh(value));
  const id = routeId(useParams().id);
  const periodState = usePeriod();
  const { period } = periodState;
  const dayWindow = useDayWindow();
  const detail = usePlantGeneration(id, { from: period.from, to: period.to, ...dayWindow.days });
  const data = detail.data;
  const generationKpis = useGenerationKpis('energy.plant', data);
  const mayReadAllocations = useAbility().can('read', 'Prosumidor') && id !== null;
  const allocations = usePlantAllocations(id ?? 0, mayReadAllocations);
  const kpi = kpiTexts(t, 'energy.plant');
  const record = useRecord<Plant>('plants', id).data;
  const { title, back, fallback } = useDetailFallback(id, detail, 'plant');
  if (fallback) return fallback;

  const plant = data?.plant;
  // The chart's months, newest first, and a month a link brought from further back.
  const months = (data?.monthly ?? []).map((m) => m.month).reverse();
  const custom = !(DAY_WINDOWS as readonly string[]).includes(dayWindow.window);
  const monthOptions = custom && !months.includes(dayWindow.window) ? [dayWindow.window, ...months] : months;
  return (
    <>
      <PageHeader
        title={plant?.name ?? title}
        subtitle={
          plant &&
          t('energy.plant.subtitle', {
            distributor: plant.distributor,
            place: plant.city ? `${plant.city}/${plant.uf}` : plant.uf,
            from: format.month(period.from),
            to: format.month(period.to),
          })
        }
        actions={
          <>
            {back}
            {id !== null && (
              <AreaActionLink
                to={`/geracao/usinas/${id}/rateio`}
                action="read"
                subject="Prosumidor"
                icon={<ShareOutlined />}
              >
                {t('energy.actions.allocation')}
              </AreaActionLink>
            )}
            {record && <PlantActions plant={record} />}
            <OverviewFilters state={periodState} />
          </>
        }
      />
      <Grid container spacing={3}>
        <Grid size={12}>
          <DetailFacts>
            {plant && (
              <>
                <PlantStatusChip status={plant.status} />
                <Chip size="small" variant="outlined" label={regimeLabel(t, plant.regime)} />
                <Chip
                  size="small"
                  variant="outlined"
                  label={t('energy.plant.capacity', {
                    dc: format.withUnit(plant.dc_power_kwp, 'kWp'),
                    ac: format.withUnit(plant.ac_power_kw, 'kW'),
                  })}
                />
                <Chip
                  size="small"
                  variant="outlined"
                  label={t('energy.plant.injectionStart', {
                    date: format.date(`${plant.injection_start}T12:00:00Z`),
                  })}
                />
              </>
            )}
          </DetailFacts>
        </Grid>
        <DetailKpis
          kpis={[
            ...generationKpis,
            <KpiCard
              {...kpi('pr')}
              value={data && (data.performance_ratio === null ? '—' : format.percent(data.performance_ratio))}
              caption={
                plant && t('energy.plant.kpi.prCaption', { model: format.percent(plant.performance_ratio) })
              }
            />,
            <KpiCard
              {...kpi('yield')}
              value={
                data &&
                (data.yield_kwh_kwp === null
                  ? '—'
                  : format.withUnit(Math.round(data.yield_kwh_kwp), 'kWh/kWp'))
              }
            />,
            ...(data?.costs
              ? [
                  <KpiCard
                    {...kpi('cost')}
                    value={data.costs.per_kwh === null ? '—' : format.money(data.costs.per_kwh)}
                    caption={t('energy.plant.kpi.costCaption', {
                      total: format.money(data.costs.total_centavos / 100),
                    })}
                  />,
                ]
              : []),
          ]}
        />
        <Grid size={12}>
          <Section title={t('energy.plant.dailyTitle')}>
            <TextField
              select
              size="small"
              label={t('energy.plant.window')}
              value={dayWindow.window}
              onChange={(event) => dayWindow.choose(event.target.value)}
              sx={{ width: 240, mb: 2 }}
            >
              {DAY_WINDOWS.map((w) => (
                <MenuItem key={w} value={w}>
                  {t(`energy.plant.windows.${w}`)}
                </MenuItem>
              ))}
              {monthOptions.map((m) => (
                <MenuItem key={m} value={m}>
                  {format.month(m)}
                </MenuItem>
              ))}
            </TextField>
            <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
              {data ? (
                <GenerationChart points={data.daily.map((d) => ({ ...d, label: format.dayMonth(d.day) }))} />
              ) : (
                <Skeleton variant="rounded" height={320} />
              )}
            </Suspense>
          </Section>
        </Grid>
        <Grid size={12}>
          <ChartSection
            title={t('energy.plant.monthlyTitle')}
            chart={
              data && (
                <GenerationChart points={data.monthly.map((m) => ({ ...m, label: format.month(m.month) }))} />
              )
            }
          />
        </Grid>
        {data?.costs && (
          <Grid size={12}>
            <Section title={t('energy.plant.economics.title')}>
              <FigureList
                figures={[
                  ['invoiced', format.money(data.costs.invoiced_centavos / 100)],
                  ['received', format.money(data.costs.received_centavos / 100)],
                  ['costs', format.money(data.costs.total_centavos / 100)],
                  ['margin', format.money(data.costs.margin_centavos / 100)],
                  ['perCompensated', perKwh(data.costs.revenue_per_compensated_kwh)],
                  ['perGenerated', perKwh(data.costs.revenue_per_generated_kwh)],
                  ['costPerKwh', perKwh(data.costs.per_kwh)],
                ].map(([key, value]) => ({
                  key: key!,
                  label: t(`energy.plant.economics.${key}`),
                  value: value!,
                }))}
              />
            </Section>
          </Grid>
        )}
        {id !== null && (
          <Grid size={12}>
            <GenerationSourceSection plantId={id} />
          </Grid>
        )}
        {mayReadAllocations && (
          <Grid size={12}>
            <Section title={t('energy.plant.allocations.title')} loading={!allocations.data}>
              {allocations.data && id !== null && (
                <>
                  <ListExportBar
                    path="/energy/allocations/export/"
                    name="rateios"
                    query={{ plant_id: id }}
                    empty={!allocations.data.length}
                  />
                  <AllocationHistory versions={allocations.data} />
                </>
              )}
            </Section>
          </Grid>
        )}
        {id !== null && (
          <Grid size={12}>
            <PlantCosts plantId={id} />
          </Grid>
        )}
        {id !== null && (
          <Grid size={12}>
            <RecordHistory
              resource="plants"
              id={id}
              label={(field) => t(`energy.records.plantFields.${field}`)}
              show={(field, value) => plantFieldText(t, field, value)}
            />
          </Grid>
        )}
        <Grid size={12}>
          {id !== null && (
            <TableSection
              title={t('energy.plant.readingsTitle')}
              table={<PlantReadingsTable plantId={id} />}
            />
          )}
        </Grid>
      </Grid>
    </>
  );
}
