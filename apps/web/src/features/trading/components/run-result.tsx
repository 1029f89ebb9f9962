import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import {
  isActive,
  useBacktest,
  useCancelBacktest,
  useInstruments,
} from '@/features/trading/api/trading-api.ts';
import { useRunProgress } from '@/features/trading/api/use-run-progress.ts';
import { BacktestStats } from './backtest-stats.tsx';
import { RunStateChip } from './run-state-chip.tsx';
import { makeStatFormat } from './stat-format.ts';
import { TradesGrid } from './trades-grid.tsx';

const EquityChart = lazy(() => import('./equity-chart.tsx'));

/** One backtest: its progress while it runs, then its statistics, equity curve and trades. */
export function RunResult({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const backtest = useBacktest(id);
  const instruments = useInstruments();
  const cancel = useCancelBacktest();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useRunProgress(backtest.data);

  if (backtest.isPending) return <Skeleton variant="rounded" height={320} />;
  if (backtest.isError)
    return (
      <LoadError message={applyServerErrors(backtest.error, t)} onRetry={() => void backtest.refetch()} />
    );

  const run = backtest.data;
  const currency = instruments.data?.results.find((i) => i.id === run.instrument_id)?.currency ?? 'USD';
  const statFormat = makeStatFormat(i18n.language, currency, format);
  const params = Object.entries(run.params)
    .map(([name, value]) => `${t(`trading.params.${name}`, { defaultValue: name })} ${format.number(value)}`)
    .join(' · ');
  const onError = (e: unknown) => setError(applyServerErrors(e, t));

  return (
    <Stack spacing={2} aria-busy={isActive(run)}>
      <Card>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 240 }}>
              {t('trading.backtest.result.heading', {
                strategy: run.strategy_name,
                version: run.strategy_version,
                symbol: run.symbol,
              })}
            </Typography>
            <RunStateChip state={run.state} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {run.from || run.to
              ? t('trading.backtest.result.period', {
                  timeframe: t(`trading.timeframe.${run.timeframe}`),
                  from: run.from ? format.date(`${run.from}T12:00:00Z`) : '…',
                  to: run.to ? format.date(`${run.to}T12:00:00Z`) : '…',
                })
              : t('trading.backtest.result.allPeriod', {
                  timeframe: t(`trading.timeframe.${run.timeframe}`),
                })}
          </Typography>
          {params && (
            <Typography variant="body2" color="text.secondary">
              {t('trading.backtest.result.params', { params })}
            </Typography>
          )}
          {isActive(run) && (
            <Box sx={{ mt: 2 }}>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {run.state === 'queued'
                  ? t('trading.backtest.result.queued')
                  : t('trading.backtest.result.progress', { value: format.percent(run.progress) })}
              </Typography>
              <LinearProgress
                variant={run.progress > 0 ? 'determinate' : 'indeterminate'}
                value={run.progress * 100}
                aria-label={t('trading.backtest.result.progress', { value: format.percent(run.progress) })}
              />
              <Button sx={{ mt: 2 }} color="warning" variant="outlined" onClick={() => setConfirming(true)}>
                {t('trading.backtest.result.cancel')}
              </Button>
            </Box>
          )}
          {run.state === 'failed' && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t('trading.backtest.result.failed', { reason: run.error ?? '' })}
            </Alert>
          )}
          {run.state === 'cancelled' && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t('trading.backtest.result.cancelled')}
            </Alert>
          )}
          {error && (
            <Alert severity="error" sx={{ mt: 2 }} onClose={() => setError(null)}>
              {error}
            </Alert>
          )}
        </CardContent>
      </Card>
      {run.state === 'done' && run.stats && (
        <>
          <Box>
            <BacktestStats stats={run.stats} format={statFormat} />
          </Box>
          {run.equity && (
            <Card>
              <CardContent>
                <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                  {t('trading.backtest.result.equity')}
                </Typography>
                <Suspense fallback={<Skeleton variant="rounded" height={380} />}>
                  <EquityChart curve={run.equity} format={statFormat} />
                </Suspense>
              </CardContent>
            </Card>
          )}
          <Card>
            <CardContent>
              {run.trade_count === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('trading.backtest.result.noTrades')}
                </Typography>
              ) : (
                <TradesGrid runId={run.id} symbol={run.symbol} format={statFormat} onError={onError} />
              )}
            </CardContent>
          </Card>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('trading.backtest.result.cancelTitle')}
        body={t('trading.backtest.result.cancelBody')}
        confirmLabel={t('trading.backtest.result.cancel')}
        pending={cancel.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          cancel.mutate(run.id, { onError });
        }}
      />
    </Stack>
  );
}
