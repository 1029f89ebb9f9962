import { lazy } from 'react';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { PAYMENT_METHODS } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { paymentMethodLabel } from '@/shared/i18n/labels.ts';
import { KpiCard } from '@/shared/ui/kpi-card.tsx';
import { useFinanceSummary } from '@/features/energy/api/summary-api.ts';
import { FinanceAlerts } from '@/features/energy/components/finance-alerts.tsx';
import { OverdueInvoicesTable } from '@/features/energy/components/overdue-invoices-table.tsx';
import { emptyTexts } from '@/features/energy/components/overview-section.tsx';
import { usePeriod } from '@/features/energy/components/use-period.ts';
import { kpiTexts } from '@/features/energy/components/kpi-texts.ts';
import { OverviewPage } from '@/features/energy/components/overview-page.tsx';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';

const FinanceChart = lazy(() => import('@/features/energy/components/finance-chart.tsx'));
const AgingChart = lazy(() => import('@/features/energy/components/aging-chart.tsx'));

/** /financeiro/visao-geral: what was billed and received, what is still open and how late it is. */
export default function FinanceOverviewPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const periodState = usePeriod();
  const { period } = periodState;
  const summary = useFinanceSummary(period);
  const data = summary.data;
  const money = (centavos: number | null | undefined) =>
    centavos === null || centavos === undefined ? '—' : format.money(centavos / 100);
  const kpi = kpiTexts(t, 'energy.finance');
  const nothing = data && data.monthly.length === 0 && data.receivable_centavos === 0;

  return (
    <OverviewPage
      title={t('page.financeiro')}
      subtitle={t('energy.finance.subtitle', {
        from: format.month(period.from),
        to: format.month(period.to),
      })}
      action={{
        to: '/creditos/ciclos',
        action: 'update',
        subject: 'Credito',
        icon: <EventRepeatOutlined />,
        children: t('energy.actions.closeCycle'),
      }}
      filters={{ state: periodState, options: data?.options, scoped: true }}
      summary={summary}
      empty={
        nothing && {
          icon: <PaymentsOutlined sx={{ fontSize: 48 }} />,
          ...emptyTexts(t, 'energy.finance', period),
        }
      }
      kpis={[
        <KpiCard
          {...kpi('invoiced')}
          value={data && money(data.invoiced_centavos)}
          caption={
            data && t('energy.finance.kpi.invoicedCaption', { ticket: money(data.average_ticket_centavos) })
          }
        />,
        <KpiCard
          {...kpi('received')}
          value={data && money(data.received_centavos)}
          caption={
            data &&
            t('energy.finance.kpi.receivedCaption', { amount: money(data.received_in_period_centavos) })
          }
        />,
        <KpiCard
          {...kpi('receivable')}
          value={data && money(data.receivable_centavos)}
          caption={data && t('energy.finance.kpi.receivableCaption', { amount: money(data.aging.A_VENCER) })}
        />,
        <KpiCard
          {...kpi('delinquency')}
          value={data && (data.delinquency_ratio === null ? '—' : format.percent(data.delinquency_ratio))}
          attention={!!data?.delinquency_ratio}
        />,
        <KpiCard
          {...kpi('revenuePerKwh')}
          value={
            data &&
            (data.revenue_per_compensated_kwh === null
              ? '—'
              : format.perKwh(data.revenue_per_compensated_kwh))
          }
        />,
        <KpiCard {...kpi('savings')} value={data && money(data.savings_delivered_centavos)} />,
      ]}
      chart={{
        title: t('energy.finance.chartTitle'),
        chart: data && <FinanceChart monthly={data.monthly} />,
      }}
      alerts={{ title: t('energy.finance.alertsTitle'), content: data && <FinanceAlerts data={data} /> }}
      table={{
        title: t('energy.finance.tableTitle'),
        hint: t('energy.finance.tableHint'),
        table: data && <OverdueInvoicesTable period={period} />,
      }}
      more={{
        chart: {
          title: t('energy.finance.agingTitle'),
          chart: data && <AgingChart aging={data.aging} />,
        },
        figures: {
          title: t('energy.finance.mixTitle'),
          rows: PAYMENT_METHODS.map((method) => ({
            label: paymentMethodLabel(t, method),
            value: data ? money(data.payment_mix[method] ?? 0) : '',
          })),
        },
      }}
    />
  );
}
