import { lazy } from 'react';
import BatteryChargingFullOutlined from '@mui/icons-material/BatteryChargingFullOutlined';
import { useTranslation } from 'react-i18next';
import { SURPLUS_MONTHS } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { useCreditSummary } from '@/features/energy/api/summary-api.ts';
import { CreditAlerts } from '@/features/energy/components/credit-alerts.tsx';
import { KpiCard } from '@/shared/ui/kpi-card.tsx';
import { emptyTexts } from '@/features/energy/components/overview-section.tsx';
import { RebalancingTable } from '@/features/energy/components/rebalancing-table.tsx';
import { usePeriod } from '@/features/energy/components/use-period.ts';
import { kpiTexts } from '@/features/energy/components/kpi-texts.ts';
import { OverviewPage } from '@/features/energy/components/overview-page.tsx';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';

const CreditFlowChart = lazy(() => import('@/features/energy/components/credit-flow-chart.tsx'));
const VintageChart = lazy(() => import('@/features/energy/components/vintage-chart.tsx'));

/** /creditos/visao-geral: the credit bank, what is about to expire, and the UCs that hold too much of it. */
export default function CreditsOverviewPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const periodState = usePeriod();
  const { period } = periodState;
  const summary = useCreditSummary(period);
  const data = summary.data;
  const kpi = kpiTexts(t, 'energy.credits', { months: SURPLUS_MONTHS });
  const nothing =
    data && data.balance_kwh === 0 && data.monthly.length === 0 && data.latest_closed_cycle === null;
  const closed = data?.latest_closed_cycle;

  return (
    <OverviewPage
      title={t('page.creditos')}
      // The credits count closed cycles: the months shown are those the server used.
      subtitle={
        data && t('energy.credits.subtitle', { from: format.month(data.from), to: format.month(data.to) })
      }
      action={{
        to: '/creditos/ciclos',
        action: 'read',
        subject: 'Credito',
        icon: <EventRepeatOutlined />,
        children: t('energy.actions.cycles'),
      }}
      filters={{ state: periodState, options: data?.options, scoped: true }}
      summary={summary}
      empty={
        nothing && {
          icon: <BatteryChargingFullOutlined sx={{ fontSize: 48 }} />,
          ...emptyTexts(t, 'energy.credits', period),
        }
      }
      kpis={[
        <KpiCard
          {...kpi('balance')}
          value={data && format.energy(data.balance_kwh)}
          caption={closed && t('energy.credits.kpi.balanceCaption', { cycle: format.month(closed) })}
        />,
        <KpiCard
          {...kpi('surplus')}
          value={data && format.number(data.surplus_units)}
          attention={!!data?.surplus_units}
          caption={
            data &&
            t('energy.credits.kpi.surplusCaption', {
              kwh: format.energy(data.surplus_kwh),
              count: data.deficit_units,
            })
          }
        />,
        <KpiCard
          {...kpi('expired')}
          value={data && format.energy(data.expired_in_period_kwh)}
          attention={!!data?.expired_in_period_kwh}
          caption={
            data &&
            closed &&
            t('energy.credits.kpi.expiredCaption', {
              year: closed.slice(0, 4),
              kwh: format.energy(data.expired_in_year_kwh),
            })
          }
        />,
        <KpiCard
          {...kpi('expiring')}
          value={data && format.energy(data.expiring_12_months_kwh)}
          attention={!!data?.expiring_3_months_kwh}
          caption={
            data &&
            t('energy.credits.kpi.expiringCaption', {
              in3: format.energy(data.expiring_3_months_kwh),
              in6: format.energy(data.expiring_6_months_kwh),
            })
          }
        />,
        <KpiCard
          {...kpi('unallocated')}
          value={data && format.energy(data.unallocated_kwh)}
          caption={data && t('energy.credits.kpi.unallocatedCaption')}
        />,
        <KpiCard
          {...kpi('utilisation')}
          value={data && (data.utilisation === null ? '—' : format.percent(data.utilisation))}
          caption={data && t('energy.credits.kpi.utilisationCaption')}
        />,
      ]}
      chart={{
        title: t('energy.credits.flowTitle'),
        chart: data && <CreditFlowChart monthly={data.monthly} />,
      }}
      alerts={{ title: t('energy.credits.alertsTitle'), content: data && <CreditAlerts data={data} /> }}
      table={{
        title: t('energy.credits.tableTitle'),
        hint: t('energy.credits.tableHint', { months: SURPLUS_MONTHS }),
        table: data && <RebalancingTable period={period} plants={data.rebalancing_plants} />,
      }}
      more={{
        chart: {
          title: t('energy.credits.vintageTitle'),
          chart: data && <VintageChart vintages={data.balance_by_vintage} />,
        },
        figures: {
          title: t('energy.credits.expiryTitle'),
          rows: ([3, 6, 12] as const).map((months) => ({
            label: t('energy.credits.expiryWithin', { months }),
            value: data ? format.energy(data[`expiring_${months}_months_kwh`]) : '',
          })),
        },
      }}
    />
  );
}
