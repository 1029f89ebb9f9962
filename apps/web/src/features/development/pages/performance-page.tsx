import { Suspense, lazy, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PERFORMANCE_WINDOWS, type PerformanceWindow, type Timing } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { KpiCard } from '@/shared/ui/kpi-card.tsx';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { scrollRegion } from '@/shared/ui/scroll-region.ts';
import { usePerformance } from '@/features/development/api/performance-api.ts';
import { TimingTable } from '@/features/development/components/timing-table.tsx';

const WINDOW_MS: Record<PerformanceWindow, number> = { '5m': 5 * 60_000, '1h': 3600_000, '24h': 86_400_000 };

const LatencyChart = lazy(() => import('@/features/development/components/latency-chart.tsx'));
const ProcessChart = lazy(() => import('@/features/development/components/process-chart.tsx'));

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent>
        <Suspense fallback={<Skeleton variant="rounded" height={280} />}>{children}</Suspense>
      </CardContent>
    </Card>
  );
}

function TimingCard({
  title,
  rows,
  label,
  empty,
}: {
  title: string;
  rows?: Timing[];
  label: string;
  empty: string;
}) {
  return (
    <Card>
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ overflowX: 'auto' }} {...scrollRegion(title)}>
        {rows ? (
          <TimingTable rows={rows} label={label} empty={empty} />
        ) : (
          <Skeleton variant="rounded" height={160} />
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /development/performance: this server's request latency percentiles, throughput and error rate, the
 * process (event-loop lag, heap, RSS, database pool, queue depth) and the slowest routes and statements,
 * over 5 min, 1 h or 24 h. Prometheus still scrapes /metrics.
 */
export default function PerformancePage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const [params, setParams] = useSearchParams();
  const window = (PERFORMANCE_WINDOWS as readonly string[]).includes(params.get('window') ?? '')
    ? (params.get('window') as PerformanceWindow)
    : '5m';
  const perf = usePerformance(window);
  const d = perf.data;
  const now = d?.process.at(-1);
  const range: [number, number] | undefined = now && [now.at - WINDOW_MS[window], now.at];
  const ms = (v: number) => format.withUnit(Math.round(v * 10) / 10, 'ms');
  const kpis: [string, string, string | undefined][] = [
    ['p50', 'p50Definition', d && ms(d.total.p50)],
    ['p95', 'p95Definition', d && ms(d.total.p95)],
    ['p99', 'p99Definition', d && ms(d.total.p99)],
    [
      'throughput',
      'throughputDefinition',
      d && format.withUnit(Math.round(d.throughput * 100) / 100, 'req/s'),
    ],
    [
      'errorRate',
      'errorRateDefinition',
      d && format.percent(d.total.count ? d.total.errors / d.total.count : 0),
    ],
    ['lag', 'lagDefinition', now && ms(now.event_loop_lag_ms)],
    ['heap', 'heapDefinition', now && format.withUnit(Math.round(now.heap_used_mb), 'MB')],
    ['rss', 'rssDefinition', now && format.withUnit(Math.round(now.rss_mb), 'MB')],
    [
      'pool',
      'poolDefinition',
      now &&
        (now.pool_total === null
          ? t('development.performance.embedded')
          : t('development.performance.poolValue', {
              total: now.pool_total,
              idle: now.pool_idle,
              waiting: now.pool_waiting,
            })),
    ],
    ['queue', 'queueDefinition', now && format.number(now.queue_depth)],
  ];
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('page.performance')}
        subtitle={d ? t('development.performance.subtitle', { instance: d.instance }) : undefined}
        actions={
          <ToggleButtonGroup
            exclusive
            size="small"
            value={window}
            onChange={(_, value: PerformanceWindow | null) =>
              value && setParams(value === '5m' ? {} : { window: value })
            }
            aria-label={t('development.performance.window')}
          >
            {PERFORMANCE_WINDOWS.map((w) => (
              <ToggleButton key={w} value={w}>
                {t(`development.performance.windows.${w}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        }
      />
      {perf.isError && (
        <LoadError message={t('development.performance.loadError')} onRetry={() => void perf.refetch()} />
      )}
      <Grid container spacing={2}>
        {kpis.map(([key, definition, value]) => (
          <Grid key={key} size={{ xs: 6, md: 4, lg: 2.4 }}>
            <KpiCard
              label={t(`development.performance.${key}`)}
              definition={t(`development.performance.${definition}`)}
              value={perf.isError ? '—' : value}
            />
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={2}>
        <Grid size={12}>
          <ChartCard title={t('development.performance.latencyChart')}>
            {d ? (
              <LatencyChart series={d.series} range={range!} />
            ) : (
              <Skeleton variant="rounded" height={280} />
            )}
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ChartCard title={t('development.performance.processChart')}>
            {d ? (
              <ProcessChart samples={d.process} range={range!} metric="memory" />
            ) : (
              <Skeleton variant="rounded" height={280} />
            )}
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ChartCard title={t('development.performance.lag')}>
            {d ? (
              <ProcessChart samples={d.process} range={range!} metric="lag" />
            ) : (
              <Skeleton variant="rounded" height={280} />
            )}
          </ChartCard>
        </Grid>
      </Grid>
      <TimingCard
        title={t('development.performance.slowestRoutes')}
        rows={d?.routes}
        label={t('development.performance.route')}
        empty={t('development.performance.noRequests')}
      />
      <TimingCard
        title={t('development.performance.slowestQueries')}
        rows={d?.queries}
        label={t('development.performance.statement')}
        empty={t('development.performance.noQueries')}
      />
    </Stack>
  );
}
