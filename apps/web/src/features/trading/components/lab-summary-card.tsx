import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLabSummary } from '@/features/trading/api/resume-api.ts';
import { tradingKeys } from '@/shared/api/query-keys.ts';
import { useLiveInvalidation } from '@/shared/realtime/use-live-invalidation.ts';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { useResumeFormat } from './resume-format.ts';

const ALL_TIME = {};

/**
 * The reader's own figures in the lab, whatever their role: finished backtests, closed trades with the
 * share won and the result per currency, and the best backtest. Finishing runs refresh it live.
 */
export function LabSummaryCard() {
  const { t } = useTranslation();
  const format = useResumeFormat();
  const query = useLabSummary(ALL_TIME);
  useLiveInvalidation(
    tradingKeys.labSummary(ALL_TIME),
    (message) =>
      message.type === 'job_progress' && message.kind.startsWith('trading.') && message.state !== 'running',
  );
  const data = query.data;
  const best = data?.backtests.best[0];
  const line = (key: string, value: string) => (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }} data-lab-figure={key}>
      <Typography variant="body2" color="text.secondary">
        {t(`trading.backtest.summary.${key}`)}
      </Typography>
      <Typography variant="body2" sx={{ textAlign: 'end' }}>
        {value}
      </Typography>
    </Stack>
  );
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('trading.backtest.summary.title')}
        </Typography>
        {query.isError ? (
          <LoadError message={applyServerErrors(query.error, t)} onRetry={() => void query.refetch()} />
        ) : !data ? (
          <Skeleton variant="rounded" height={96} />
        ) : (
          <Stack spacing={0.5}>
            {line('backtests', format.number(data.backtests.count))}
            {line('trades', format.number(data.trades.count))}
            {line('winRate', data.trades.win_rate === null ? '—' : format.fraction(data.trades.win_rate))}
            {line(
              'pnl',
              data.trades.pnl.length
                ? data.trades.pnl.map((p) => format.signedMoney(p.value, p.currency)).join(' · ')
                : '—',
            )}
            {line(
              'best',
              best
                ? t('trading.backtest.summary.bestRun', {
                    strategy: best.strategy_name,
                    symbol: best.symbol,
                    value: format.percent(best.return_pct),
                  })
                : '—',
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
