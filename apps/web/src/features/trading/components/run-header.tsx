import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Run } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { isActive, useCancelRun } from '@/features/trading/api/trading-api.ts';
import { useRunProgress } from '@/features/trading/api/use-run-progress.ts';
import { RunStateChip } from './run-state-chip.tsx';

/**
 * What a run is (strategy, instrument, period, parameters) and where it stands: live progress with cancel
 * while it runs, the reason when it failed. `actions` go beside the title.
 */
export function RunHeader({ run, actions }: { run: Run; actions?: ReactNode }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const cancel = useCancelRun();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useRunProgress(run);
  const timeframe = t(`trading.timeframe.${run.timeframe}`);
  const day = (value: string | null) => (value ? format.date(`${value}T12:00:00Z`) : '…');
  // An optimisation's own parameters are only the values it held; its result names the best ones.
  const params = Object.entries(run.kind === 'backtest' ? run.params : {})
    .map(([name, value]) => `${t(`trading.params.${name}`, { defaultValue: name })} ${format.number(value)}`)
    .join(' · ');

  return (
    <Card aria-busy={isActive(run)}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 240 }}>
            {t('trading.backtest.result.heading', {
              strategy: run.strategy_name,
              version: run.strategy_version,
              symbol: run.symbol,
            })}
          </Typography>
          {actions}
          <RunStateChip state={run.state} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {run.from || run.to
            ? t('trading.backtest.result.period', { timeframe, from: day(run.from), to: day(run.to) })
            : t('trading.backtest.result.allPeriod', { timeframe })}
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
      <ConfirmDialog
        open={confirming}
        title={t('trading.backtest.result.cancelTitle')}
        body={t('trading.backtest.result.cancelBody')}
        confirmLabel={t('trading.backtest.result.cancel')}
        pending={cancel.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          cancel.mutate(
            { kind: run.kind, id: run.id },
            { onError: (e) => setError(applyServerErrors(e, t)) },
          );
        }}
      />
    </Card>
  );
}
