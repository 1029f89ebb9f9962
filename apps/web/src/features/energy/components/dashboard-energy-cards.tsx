import { lazy, Suspense, type ReactNode } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  AGING_BUCKETS,
  CREDIT_EXPIRY_JOB_KIND,
  CYCLE_CLOSE_JOB_KIND,
  type JobKind,
  type PeriodQuery,
} from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import {
  useCreditSummary,
  useFinanceSummary,
  useGenerationSummary,
} from '@/features/energy/api/summary-api.ts';
import { energyKeys } from '@/shared/api/query-keys.ts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { useLiveInvalidation } from '@/shared/realtime/use-live-invalidation.ts';
import {
  DashboardCard,
  withPeriod,
  type DashboardRange,
  type FigureSpec,
} from '@/shared/ui/dashboard-card.tsx';

const GenerationChart = lazy(() => import('./generation-chart.tsx'));

type Format = ReturnType<typeof useFormatters>;

/** The jobs whose end moves the energy figures: a cycle's close and the expiry of credits. */
const FIGURE_JOBS: readonly JobKind[] = [CYCLE_CLOSE_JOB_KIND, CREDIT_EXPIRY_JOB_KIND];

/** What an energy card shows: the card `id`, its overview, its summary, figures and what comes below them. */
interface EnergyCard<Summary> {
  id: string;
  area: string;
  useSummary: (period: PeriodQuery) => UseQueryResult<Summary>;
  figures: (data: Summary, format: Format) => FigureSpec[];
  /** Whether there is nothing to count yet (said by `dashboard.empty.<id>`). */
  empty?: (data: Summary) => boolean;
  below?: (data: Summary, format: Format) => ReactNode;
}

/**
 * An energy card: its overview's summary over the months the dashboard's days fall in (the summaries count
 * whole months), its figures, and what shows below them; read again when a job of the user completes.
 */
function EnergySummaryCard<Summary>({
  range,
  id,
  area,
  useSummary,
  figures,
  empty,
  below,
}: EnergyCard<Summary> & { range: DashboardRange }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const period = { from: range.from.slice(0, 7), to: range.to.slice(0, 7) };
  const query = useSummary(period);
  // A billing cycle closed or credits expired (by this user, in any tab): the figures moved.
  useLiveInvalidation(
    [...energyKeys.all, 'summary'],
    (message) =>
      message.type === 'job_progress' && FIGURE_JOBS.includes(message.kind) && message.state === 'done',
  );
  const data = query.data;
  return (
    <DashboardCard
      id={id}
      scope={t('dashboard.months', { from: format.month(period.from), to: format.month(period.to) })}
      open={withPeriod(area, period)}
      query={query}
      empty={data !== undefined && !!empty?.(data) && t(`dashboard.empty.${id}`)}
      figures={data && figures(data, format)}
    >
      {data !== undefined && below?.(data, format)}
    </DashboardCard>
  );
}

/** The dashboard's card of `card`, over the range the dashboard is set to. */
const energyCard =
  <Summary,>(card: EnergyCard<Summary>) =>
  ({ range }: { range: DashboardRange }) => <EnergySummaryCard range={range} {...card} />;

/** Generation against what the plants' models expect, month by month. */
export const GenerationDashboardCard = energyCard({
  id: 'generation',
  area: '/geracao/visao-geral',
  useSummary: useGenerationSummary,
  empty: (data) => data.plants === 0,
  figures: (data, format) => [
    { name: 'generated_kwh', value: data.generated_kwh, text: format.energy(data.generated_kwh) },
    { name: 'expected_kwh', value: data.expected_kwh, text: format.energy(data.expected_kwh) },
    {
      name: 'performance_index',
      value: data.performance_index,
      text: data.performance_index === null ? '—' : format.percent(data.performance_index),
      tone: data.performance_index !== null && data.performance_index < 0.8 && 'warning',
    },
  ],
  below: (data, format) => (
    <Suspense fallback={<Skeleton variant="rounded" height={200} />}>
      <GenerationChart
        height={200}
        points={data.monthly.map((m) => ({ ...m, label: format.month(m.month) }))}
      />
    </Suspense>
  ),
});

/** The credit bank and what of it expires soon. */
export const CreditsDashboardCard = energyCard({
  id: 'credits',
  area: '/creditos/visao-geral',
  useSummary: useCreditSummary,
  figures: (data, format) => {
    const energy = (name: 'balance_kwh' | 'expiring_3_months_kwh' | 'expiring_12_months_kwh') => ({
      name,
      value: data[name],
      text: format.energy(data[name]),
    });
    return [
      energy('balance_kwh'),
      { ...energy('expiring_3_months_kwh'), tone: data.expiring_3_months_kwh > 0 && 'warning' },
      energy('expiring_12_months_kwh'),
    ];
  },
});

/** What subscribers owe today, and how much of it is overdue. */
export const FinanceDashboardCard = energyCard({
  id: 'finance',
  area: '/financeiro/visao-geral',
  useSummary: useFinanceSummary,
  figures: (data, format) => {
    const money = (name: string, value: number) => ({ name, value, text: format.centavos(value) });
    const overdue = AGING_BUCKETS.filter((bucket) => bucket !== 'A_VENCER').reduce(
      (sum, bucket) => sum + data.aging[bucket],
      0,
    );
    return [
      money('receivable_centavos', data.receivable_centavos),
      { ...money('overdue_centavos', overdue), tone: overdue > 0 && 'error' },
      money('invoiced_centavos', data.invoiced_centavos),
    ];
  },
});
