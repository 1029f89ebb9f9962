import { lazy, type ReactNode } from 'react';
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
import { LoadError } from '@/shared/ui/load-error.tsx';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { useResume } from '@/features/trading/api/resume-api.ts';
import { ChartCard } from '@/features/trading/components/chart-card.tsx';
import { useResumeFormat } from '@/features/trading/components/resume-format.ts';
import { ResumeKpis } from '@/features/trading/components/resume-kpis.tsx';
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
  for (let i = 0; months.at(-1) !== last; i++)
    months.push(new Date(Date.UTC(firstYear, firstMonth - 1 + i, 1)).toISOString().slice(0, 7));
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
  const whole = !period.from && !period.to;

  /** A titled card of the page (`key` names its texts), with a skeleton until the summary arrives. */
  const section = (key: string, wide: boolean, content: (data: Resume) => ReactNode) => (
    <Grid key={key} size={wide ? 12 : { xs: 12, lg: 6 }}>
      <ChartCard
        heading="h2"
        title={t(`trading.resume.${key}.title`)}
        hint={t(`trading.resume.${key}.hint`)}
        height={wide ? 300 : 200}
      >
        {data ? content(data) : <Skeleton variant="rounded" height={wide ? 300 : 200} />}
      </ChartCard>
    </Grid>
  );
  /** A chart of the period's trades, or a line saying none closed in it. */
  const ifTrades = (count: number, chart: () => ReactNode) =>
    count ? (
      chart()
    ) : (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {t('trading.resume.chart.noTrades')}
      </Typography>
    );

  let body: ReactNode;
  if (resume.isError)
    body = (
      <LoadError
        message={`${t('trading.resume.loadError')} ${applyServerErrors(resume.error, t)}`}
        onRetry={() => void resume.refetch()}
      />
    );
  else if (data && !data.trades.count && !data.backtests.count && !data.sessions.count)
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
          <ResumeKpis data={data} format={format} />
        </Grid>
        {section('chart.monthly', true, ({ monthly }) =>
          ifTrades(monthly.length, () => {
            const months = monthsOf(monthly);
            const byMonth = new Map(monthly.map((m) => [m.month, m]));
            return (
              <PnlChart
                categories={months.map(formatters.month)}
                amounts={months.map((m) => byMonth.get(m)?.pnl ?? [])}
                counts={months.map((m) => byMonth.get(m)?.count ?? 0)}
              />
            );
          }),
        )}
        {section('chart.byStrategy', false, ({ strategies }) =>
          ifTrades(strategies.length, () => (
            <PnlChart
              horizontal
              categories={strategies.map((s) => s.strategy_name)}
              amounts={strategies.map((s) => s.pnl)}
              counts={strategies.map((s) => s.count)}
            />
          )),
        )}
        {section('chart.winRate', false, ({ strategies }) =>
          ifTrades(strategies.length, () => <WinRateChart strategies={strategies} />),
        )}
        {(['best', 'worst'] as const).map((rank) =>
          section(rank, false, ({ backtests }) => (
            <ResumeBacktestsTable
              rows={backtests[rank]}
              format={format}
              empty={t(
                backtests.count && rank === 'worst'
                  ? 'trading.resume.worst.none'
                  : 'trading.resume.noBacktests',
              )}
            />
          )),
        )}
        {section('sessions', true, ({ sessions }) => (
          <>
            <ResumeSessionsTable
              rows={sessions.results}
              format={format}
              empty={t('trading.resume.sessions.none')}
            />
            {sessions.count > sessions.results.length && (
              <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
                {t('trading.resume.sessions.latest', {
                  shown: format.number(sessions.results.length),
                  total: format.number(sessions.count),
                })}
              </Typography>
            )}
          </>
        ))}
      </Grid>
    );

  return (
    <>
      <PageHeader
        title={t('trading.resume.title')}
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
