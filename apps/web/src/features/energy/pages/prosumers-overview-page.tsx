import { lazy } from 'react';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { useTranslation } from 'react-i18next';
import { COVERAGE_BAND } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { customerStatusLabel } from '@/shared/i18n/labels.ts';
import { useProsumerSummary } from '@/features/energy/api/summary-api.ts';
import { KpiCard } from '@/shared/ui/kpi-card.tsx';
import { emptyTexts } from '@/features/energy/components/overview-section.tsx';
import { ProsumerAlerts } from '@/features/energy/components/prosumer-alerts.tsx';
import { ProsumersTable } from '@/features/energy/components/prosumers-table.tsx';
import { usePeriod } from '@/features/energy/components/use-period.ts';
import { kpiTexts } from '@/features/energy/components/kpi-texts.ts';
import { OverviewPage } from '@/features/energy/components/overview-page.tsx';
import { NewCustomerButton } from '@/features/energy/components/customer-actions.tsx';
import { useServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';

const CoverageChart = lazy(() => import('@/features/energy/components/coverage-chart.tsx'));
const UnitsMixChart = lazy(() => import('@/features/energy/components/units-mix-chart.tsx'));

/** /prosumidores/visao-geral: customers and their UCs, how well the rateio covers them, what they save. */
export default function ProsumersOverviewPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const periodState = usePeriod();
  const { period } = periodState;
  const summary = useProsumerSummary(period);
  const data = summary.data;
  const band = { low: format.percent(COVERAGE_BAND.low), high: format.percent(COVERAGE_BAND.high) };
  const kpi = kpiTexts(t, 'energy.prosumers', band);
  const grid = useServerGrid(['alert'] as const);
  const outOfBand = data?.out_of_band_units;
  const cycle = data?.latest_closed_cycle ? format.month(data.latest_closed_cycle) : '—';

  return (
    <OverviewPage
      title={t('page.prosumidores')}
      subtitle={t('energy.prosumers.subtitle', {
        from: format.month(period.from),
        to: format.month(period.to),
      })}
      create={<NewCustomerButton />}
      action={{
        to: '/geracao/importacoes?tipo=bills',
        action: 'create',
        subject: 'Prosumidor',
        icon: <UploadFileOutlined />,
        children: t('energy.actions.importBills'),
      }}
      filters={{ state: periodState, options: data?.options, scoped: true }}
      summary={summary}
      empty={
        data?.beneficiary_units === 0 && {
          icon: <PeopleOutlined sx={{ fontSize: 48 }} />,
          ...emptyTexts(t, 'energy.prosumers', period),
        }
      }
      kpis={[
        <KpiCard
          {...kpi('customers')}
          value={data && format.number(data.active_customers)}
          caption={
            data &&
            t('energy.prosumers.kpi.customersCaption', {
              leaving: format.number(data.customers_by_status.EM_SAIDA ?? 0),
              joining: format.number(data.customers_by_status.EM_ADESAO ?? 0),
            })
          }
        />,
        <KpiCard
          {...kpi('units')}
          value={data && format.number(data.active_units)}
          caption={
            data &&
            Object.entries(data.units_by_group)
              .map(([group, n]) => t('energy.prosumers.kpi.unitsGroup', { group, units: n }))
              .join(' · ')
          }
        />,
        <KpiCard
          {...kpi('coverage')}
          value={data && (data.coverage === null ? '—' : format.percent(data.coverage))}
          attention={!!outOfBand}
          caption={data && t('energy.prosumers.kpi.coverageCaption', { count: outOfBand, ...band })}
        />,
        <KpiCard
          {...kpi('savings')}
          value={data && format.money(data.savings_centavos / 100)}
          caption={
            data &&
            t('energy.prosumers.kpi.savingsCaption', {
              ratio: data.savings_ratio === null ? '—' : format.percent(data.savings_ratio),
              cycle,
            })
          }
        />,
        <KpiCard
          {...kpi('withoutBill')}
          value={data && (data.units_without_bill === null ? '—' : format.number(data.units_without_bill))}
          attention={!!data?.units_without_bill}
          caption={data && t('energy.prosumers.kpi.withoutBillCaption', { cycle })}
        />,
      ]}
      chart={{
        title: t('energy.prosumers.chartTitle'),
        chart: data && <CoverageChart points={data.coverage_points} total={data.coverage_points_total} />,
      }}
      alerts={{
        title: t('energy.prosumers.alertsTitle'),
        content: data && (
          <ProsumerAlerts alerts={data.alerts} onSelect={(alert) => grid.setFilter('alert', alert)} />
        ),
      }}
      table={{
        title: t('energy.prosumers.tableTitle'),
        table: data && <ProsumersTable period={period} grid={grid} />,
      }}
      more={{
        chart: {
          title: t('energy.prosumers.mixTitle'),
          chart: data && <UnitsMixChart mix={data.units_by_class_and_connection} />,
        },
        figures: {
          title: t('energy.prosumers.statusTitle'),
          rows: Object.entries(data?.customers_by_status ?? {}).map(([status, n]) => ({
            label: customerStatusLabel(t, status),
            value: format.number(n),
          })),
        },
      }}
    />
  );
}
