import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { backtestTradesQuery, useBacktest } from '@/features/trading/api/trading-api.ts';
import { BacktestReport } from './backtest-report.tsx';
import { BacktestStats } from './backtest-stats.tsx';
import { MonteCarloCard } from './monte-carlo-card.tsx';
import { RunHeader } from './run-header.tsx';
import { RunPriceChart } from './run-price-chart.tsx';
import { TradesGrid } from './trades-grid.tsx';
import { useStatFormat } from './use-stat-format.ts';

/** One backtest: its progress while it runs, then its statistics, equity curve and trades. */
export function BacktestResult({ id }: { id: number }) {
  const { t } = useTranslation();
  const backtest = useBacktest(id);
  const statFormat = useStatFormat(backtest.data?.instrument_id);
  const [error, setError] = useState<string | null>(null);

  if (backtest.isPending) return <Skeleton variant="rounded" height={320} />;
  if (backtest.isError)
    return (
      <LoadError message={applyServerErrors(backtest.error, t)} onRetry={() => void backtest.refetch()} />
    );
  const run = backtest.data;
  return (
    <Stack spacing={2}>
      <RunHeader run={run} />
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {run.state === 'done' && run.stats && (
        <>
          {run.bankrupt_at !== null && (
            <Alert severity="warning">
              {t('trading.backtest.result.bankrupt', { date: statFormat.day(run.bankrupt_at) })}
            </Alert>
          )}
          <BacktestStats stats={run.stats} format={statFormat} />
          <RunPriceChart run={run} />
          <BacktestReport run={run} format={statFormat} />
          <MonteCarloCard run={run} format={statFormat} />
          <Card>
            <CardContent>
              {run.trade_count === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('trading.backtest.result.noTrades')}
                </Typography>
              ) : (
                <TradesGrid
                  source={{
                    query: backtestTradesQuery(run.id),
                    exportTo: {
                      path: `/trading/backtests/${run.id}/trades/export/`,
                      fileName: `${run.symbol}-backtest-${run.id}`,
                      onError: (e) => setError(applyServerErrors(e, t)),
                    },
                  }}
                  format={statFormat}
                />
              )}
            </CardContent>
          </Card>
        </>
      )}
    </Stack>
  );
}
