import { lazy } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import type { Resume } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormatters } from '@/shared/i18n/format.ts';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { KpiCard } from '@/shared/ui/kpi-card.tsx';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { useResume } from '@/features/trading/api/resume-api.ts';
import { ChartCard } from '@/features/trading/components/chart-card.tsx';
import { useResumeFormat } from '@/features/trading/components/resume-format.ts';
import { useResumePeriod } from '@/features/trading/components/resume-period.ts';
import { ResumePeriodFields } from '@/features/trading/components/resume-period-fields.tsx';
import { ResumeBacktestsTable, ResumeSessionsTable } from '@/features/trading/components/resume-tables.tsx';

const PnlChart = lazy(() => import('@/features/trading/components/resume-pnl-chart.tsx'));
const WinRateChart = lazy(() => import('@/features/trading/components/resume-win-rate-chart.tsx'));

/** Every month from the first to the last one with trades, those without any included ('YYYY-MM'). */
function monthsOf(monthly: Resume['monthly']) {
  if (!monthly.length) return [];
  const [firstYear, firstMonth] = monthly[0]!.month.split('-').map(Number) as [number, number];
  const last = monthly.at(-1)!.month;
  const months: string[] = [];
  for (let i = 0; months.at(-1) !== last; i++) {
    const date = new Date(Date.UTC(firstYear, firstMonth - 1 + i, 1));
    months.push(date.toISOString().slice(0, 7));
  }
  return months;
}

/**
 * /automations/paracima/resume: the user's trades, backtests and paper sessions over a period — how many
 * trades closed, how often with a profit and how much per currency, per month and per strategy; the
 * backtests' risk, the best and the worst; and each paper session's result.
 */
export default function ResumePage() {
  const { t } = useTranslation();
  const formatters = useFormatters();
  const format = useResumeFormat();
  const periodState = useResumePeriod();
  const { period } = periodState;
  const resume = useResume(period);
  const data = resume.error ? undefined : resume.data;
  const nothing = data && !data.trades.count && !data.backtests.count && !data.sessions.count;
  const whole = !period.from && !period.to;
  const loading = <Skeleton variant="rounded" height={240} />;

  const months = data ? monthsOf(data.monthly) : [];
  const byMonth = new Map(data?.monthly.map((m) => [m.month, m]));
  const noTrades = (
    <Typography color="text.secondary" sx={{ py: 2 }}>
      {t('trading.resume.chart.noTrades')}
    </Typography>
  );
  const backtestsCaption =
    data &&
    (data.backtests.count
      ? t('trading.resume.kpi.backtests', { count: data.backtests.count })
      : t('trading.resume.kpi.noBacktests'));
  const bySource = (source: 'backtest' | 'paper') =>
    format.number(data?.trades.by_source.find((s) => s.source === source)?.count ?? 0);

  let body;
  if (resume.isError)
    body = (
      <LoadError
        message={`${t('trading.resume.loadError')} ${applyServerErrors(resume.error, t)}`}
        onRetry={() => void resume.refetch()}
      />
    );
  else if (nothing)
    body = (
      <Card>
        <EmptyState
          icon={<InsightsOutlined sx={{ fontSize: 48 }} />}
          title={t(whole ? 'trading.resume.empty.title' : 'trading.resume.emptyPeriod.title')}
          body={t(whole ? 'trading.resume.empty.body' : 'trading.resume.emptyPeriod.body')}
          action={
            whole ? (
              <Button variant="contained" component={RouterLink} to="/automations/paracima/backtest">
                {t('trading.resume.empty.action')}
              </Button>
            ) : (
              <Button variant="outlined" onClick={() => periodState.choose('all')}>
                {t('trading.resume.emptyPeriod.action')}
              </Button>
            )
          }
        />
      </Card>
    );
  else
    body = (
      <Grid container spacing={3}>
        <Grid size={12}>
          <Grid container spacing={3}>
            {[
              <KpiCard
                label={t('trading.resume.kpi.trades')}
                definition={t('trading.resume.kpi.tradesHint')}
                value={data && format.number(data.trades.count)}
                caption={
                  data &&
                  t('trading.resume.kpi.tradesCaption', {
                    backtest: bySource('backtest'),
                    paper: bySource('paper'),
                  })
                }
              />,
              <KpiCard
                label={t('trading.resume.kpi.winRate')}
                definition={t('trading.resume.kpi.winRateHint')}
                value={data && (data.trades.win_rate === null ? '—' : format.fraction(data.trades.win_rate))}
                caption={data && t('trading.resume.kpi.winRateCaption', { count: data.trades.wins })}
              />,
              <KpiCard
                label={t('trading.resume.kpi.pnl')}
                definition={t('trading.resume.kpi.pnlHint')}
                value={
                  data &&
                  (data.trades.pnl.length
                    ? data.trades.pnl.map((p) => (
                        <Box key={p.currency} component="span" sx={{ display: 'block' }}>
                          {format.money(p.value, p.currency)}
                        </Box>
                      ))
                    : '—')
                }
              />,
              <KpiCard
                label={t('trading.resume.kpi.drawdown')}
                definition={t('trading.resume.kpi.drawdownHint')}
                value={data && format.percent(data.backtests.average_max_drawdown_pct)}
                caption={backtestsCaption}
              />,
              <KpiCard
                label={t('trading.resume.kpi.exposure')}
                definition={t('trading.resume.kpi.exposureHint')}
                value={data && format.percent(data.backtests.average_exposure_pct)}
                caption={backtestsCaption}
              />,
            ].map((kpi, i) => (
              <Grid key={i} size={{ xs: 12, sm: 6, md: 4, lg: 'grow' }}>
                {kpi}
              </Grid>
            ))}
          </Grid>
        </Grid>
        <Grid size={12}>
          <ChartCard
            heading="h2"
            title={t('trading.resume.chart.monthly')}
            hint={t('trading.resume.chart.monthlyHint')}
            height={300}
          >
            {!data ? (
              loading
            ) : months.length ? (
              <PnlChart
                categories={months.map(formatters.month)}
                amounts={months.map((m) => byMonth.get(m)?.pnl ?? [])}
                counts={months.map((m) => byMonth.get(m)?.count ?? 0)}
              />
            ) : (
              noTrades
            )}
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ChartCard
            heading="h2"
            title={t('trading.resume.chart.byStrategy')}
            hint={t('trading.resume.chart.byStrategyHint')}
            height={200}
          >
            {!data ? (
              loading
            ) : data.strategies.length ? (
              <PnlChart
                horizontal
                categories={data.strategies.map((s) => s.strategy_name)}
                amounts={data.strategies.map((s) => s.pnl)}
                counts={data.strategies.map((s) => s.count)}
              />
            ) : (
              noTrades
            )}
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ChartCard
            heading="h2"
            title={t('trading.resume.chart.winRate')}
            hint={t('trading.resume.chart.winRateHint')}
            height={200}
          >
            {!data ? (
              loading
            ) : data.strategies.length ? (
              <WinRateChart strategies={data.strategies} />
            ) : (
              noTrades
            )}
          </ChartCard>
        </Grid>
        {(['best', 'worst'] as const).map((rank) => (
          <Grid key={rank} size={{ xs: 12, lg: 6 }}>
            <ChartCard
              heading="h2"
              title={t(`trading.resume.${rank}.title`)}
              hint={t(`trading.resume.${rank}.hint`)}
              height={200}
            >
              {data ? (
                <ResumeBacktestsTable
                  rows={data.backtests[rank]}
                  format={format}
                  empty={t(
                    data.backtests.count && rank === 'worst'
                      ? 'trading.resume.worst.none'
                      : 'trading.resume.noBacktests',
                  )}
                />
              ) : (
                loading
              )}
            </ChartCard>
          </Grid>
        ))}
        <Grid size={12}>
          <ChartCard
            heading="h2"
            title={t('trading.resume.sessions.title')}
            hint={t('trading.resume.sessions.hint')}
            height={200}
          >
            {data ? (
              <>
                <ResumeSessionsTable
                  rows={data.sessions.results}
                  format={format}
                  empty={t('trading.resume.sessions.none')}
                />
                {data.sessions.count > data.sessions.results.length && (
                  <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
                    {t('trading.resume.sessions.latest', {
                      shown: format.number(data.sessions.results.length),
                      count: format.number(data.sessions.count),
                    })}
                  </Typography>
                )}
              </>
            ) : (
              loading
            )}
          </ChartCard>
        </Grid>
      </Grid>
    );

  return (
    <>
      <PageHeader
        title={t('page.paracimaResume')}
        subtitle={t('trading.resume.subtitle')}
        actions={<ResumePeriodFields state={periodState} />}
      />
      {body}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('trading.resume.periodHint')}
      </Typography>
    </>
  );
}
