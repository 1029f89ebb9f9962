import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLabSummary } from '@/features/trading/api/resume-api.ts';
import { tradingKeys } from '@/shared/api/query-keys.ts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { useLiveInvalidation } from '@/shared/realtime/use-live-invalidation.ts';
import { DashboardCard, withPeriod, type DashboardRange } from '@/shared/ui/dashboard-card.tsx';
import { useResumeFormat } from './resume-format.ts';

/**
 * The reader's trading over the period: paper sessions, profit of the closed trades, backtests and the best
 * of them. Running
 * sessions and finishing backtests refresh it live.
 */
export function TradingDashboardCard({ range }: { range: DashboardRange }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const money = useResumeFormat();
  const query = useLabSummary(range);
  useLiveInvalidation(
    tradingKeys.labSummary(range),
    (message) =>
      message.type === 'paper_session' ||
      (message.type === 'job_progress' && message.kind.startsWith('trading.') && message.state !== 'running'),
  );
  const data = query.data;
  const pnl = data?.trades.pnl ?? [];
  const count = (name: string, value: number) => ({ name, value, text: format.number(value) });
  return (
    <DashboardCard
      id="trading"
      scope={t('dashboard.days', { from: format.day(range.from), to: format.day(range.to) })}
      open={withPeriod('/automations/paracima/BacktestOperationsTable', range)}
      query={query}
      figures={
        data && [
          count('sessions', data.sessions.count),
          {
            name: 'pnl',
            value: pnl[0]?.value ?? null,
            text: pnl.length ? pnl.map((p) => money.signedMoney(p.value, p.currency)).join(' · ') : '—',
            tone: pnl.some((p) => p.value < 0) && 'error',
          },
          count('trades', data.trades.count),
          count('backtests', data.backtests.count),
        ]
      }
    >
      {data && data.backtests.best.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3">
            {t('dashboard.bestBacktests')}
          </Typography>
          <List dense disablePadding>
            {data.backtests.best.slice(0, 3).map((run) => (
              <ListItem key={run.id} disableGutters>
                <ListItemText
                  primary={`${run.strategy_name} · ${run.symbol} ${run.timeframe}`}
                  secondary={money.percent(run.return_pct)}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </DashboardCard>
  );
}
