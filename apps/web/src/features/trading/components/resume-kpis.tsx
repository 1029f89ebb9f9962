import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import type { Resume } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { KpiCard } from '@/shared/ui/kpi-card.tsx';
import type { ResumeFormat } from './resume-format.ts';

/**
 * The summary's figures in one row: closed trades (and where), win rate, profit per currency (one a line),
 * and the backtests' average drawdown and exposure. Skeletons while `data` is on its way.
 */
export function ResumeKpis({ data, format }: { data: Resume | undefined; format: ResumeFormat }) {
  const { t } = useTranslation();
  const kpi = (key: string) => ({
    label: t(`trading.resume.kpi.${key}`),
    definition: t(`trading.resume.kpi.${key}Hint`),
  });
  const bySource = (trades: Resume['trades'], source: 'backtest' | 'paper') =>
    format.number(trades.by_source.find((s) => s.source === source)?.count ?? 0);
  const backtests =
    data &&
    (data.backtests.count
      ? t('trading.resume.kpi.backtests', { count: data.backtests.count })
      : t('trading.resume.kpi.noBacktests'));
  const kpis = [
    <KpiCard
      {...kpi('trades')}
      value={data && format.number(data.trades.count)}
      caption={
        data &&
        t('trading.resume.kpi.tradesCaption', {
          backtest: bySource(data.trades, 'backtest'),
          paper: bySource(data.trades, 'paper'),
        })
      }
    />,
    <KpiCard
      {...kpi('winRate')}
      value={data && (data.trades.win_rate === null ? '—' : format.fraction(data.trades.win_rate))}
      caption={data && t('trading.resume.kpi.winRateCaption', { count: data.trades.wins })}
    />,
    <KpiCard
      {...kpi('pnl')}
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
      {...kpi('drawdown')}
      value={data && format.percent(data.backtests.average_max_drawdown_pct)}
      caption={backtests}
    />,
    <KpiCard
      {...kpi('exposure')}
      value={data && format.percent(data.backtests.average_exposure_pct)}
      caption={backtests}
    />,
  ];
  return (
    <Grid container spacing={3}>
      {kpis.map((card, i) => (
        <Grid key={i} size={{ xs: 12, sm: 6, md: 4, lg: 'grow' }}>
          {card}
        </Grid>
      ))}
    </Grid>
  );
}
