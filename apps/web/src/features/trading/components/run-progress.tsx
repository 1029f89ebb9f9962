import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { Run } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { isActive, useCancelRun } from '@/features/trading/api/trading-api.ts';
import { useJobProgress } from '@/shared/realtime/use-job-progress.ts';
import { tradingKeys } from '@/shared/api/query-keys.ts';

/** How a run's end is told: a Monte Carlo analysis is not a backtest. */
const OUTCOME_TEXTS = (run: Run) =>
  run.kind === 'monte_carlo' ? 'trading.monteCarlo.outcome' : 'trading.backtest.result';

/**
 * Where a run stands: live progress with cancel while it is queued or running, the reason when it failed, a
 * note when it was cancelled; nothing once done.
 */
export function RunProgress({ run }: { run: Run }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const cancel = useCancelRun();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const client = useQueryClient();
  // The run's record follows its job; once it ends, the run (and the history) is read again.
  useJobProgress(`trading.${run.kind}`, run.job_id, {
    onChange: ({ progress, state }) =>
      client.setQueryData<Run>(tradingKeys.run(run.kind, run.id), (old) =>
        old ? { ...old, progress, state } : old,
      ),
    onFinished: () => void client.invalidateQueries({ queryKey: tradingKeys.all }),
  });
  const texts = OUTCOME_TEXTS(run);
  const progress = t('trading.backtest.result.progress', { value: format.percent(run.progress) });

  return (
    <>
      {isActive(run) && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {run.state === 'queued' ? t('trading.backtest.result.queued') : progress}
          </Typography>
          <LinearProgress
            variant={run.progress > 0 ? 'determinate' : 'indeterminate'}
            value={run.progress * 100}
            aria-label={progress}
          />
          <Button sx={{ mt: 2 }} color="warning" variant="outlined" onClick={() => setConfirming(true)}>
            {t('trading.backtest.result.cancel')}
          </Button>
        </Box>
      )}
      {run.state === 'failed' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t(`${texts}.failed`, { reason: run.error ?? '' })}
        </Alert>
      )}
      {run.state === 'cancelled' && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t(`${texts}.cancelled`)}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        title={t(`${texts}.cancelTitle`)}
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
    </>
  );
}
