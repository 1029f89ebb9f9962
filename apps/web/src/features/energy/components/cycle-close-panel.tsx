import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Cycle } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { useCycleInvoices } from '@/features/energy/api/cycle-api.ts';
import type { CycleJob } from '@/features/energy/components/use-cycle-job.ts';
import { cycleInvoicesPath } from '@/features/energy/components/detail-paths.ts';

/**
 * A close or recompute under way: the share of UCs done, live from the job, then what it produced — for a
 * close, the invoices' count and total, with a link to them.
 */
export function CycleClosePanel({ cycle, job }: { cycle: Cycle; job: CycleJob }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const mayReadInvoices = useAbility().can('read', 'Financeiro');
  const { live } = job;
  const recompute = job.tracked?.kind === 'recompute';
  // Until the job says anything, a failed state is the previous attempt's.
  const failed = live?.state === 'failed' || (cycle.state === 'failed' && live?.state !== 'queued');
  const done = !failed && (live?.state === 'done' || (job.ended && cycle.state === 'closed'));
  const invoices = useCycleInvoices(cycle.id, done && !recompute && mayReadInvoices);
  // A recompute's progress runs over its whole chain of cycles: only the job knows it.
  const progress = done ? 1 : Math.max(live?.progress ?? 0, recompute ? 0 : cycle.progress);
  const month = format.month(cycle.cycle);
  return (
    <Card sx={{ p: 3, mb: 3 }} data-testid="cycle-close-panel" aria-live="polite">
      <Typography variant="h6" component="h2" gutterBottom>
        {t(recompute ? 'energy.cycles.recomputing' : 'energy.cycles.closing', { cycle: month })}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Box sx={{ flex: 1 }}>
          <LinearProgress
            variant="determinate"
            value={Math.round(progress * 100)}
            color={failed ? 'error' : done ? 'success' : 'primary'}
            aria-label={t('energy.cycles.progressLabel', { cycle: month })}
          />
        </Box>
        <Typography variant="body2" data-testid="cycle-close-percent" sx={{ minWidth: 48, textAlign: 'end' }}>
          {format.percent(progress)}
        </Typography>
      </Stack>
      {!done && !failed && (
        <Typography variant="body2" color="text.secondary">
          {recompute
            ? t('energy.cycles.recomputeRunning')
            : cycle.units_total
              ? t('energy.cycles.unitsDone', {
                  done: format.number(Math.round(progress * cycle.units_total)),
                  total: format.number(cycle.units_total),
                })
              : t('energy.cycles.queued')}
        </Typography>
      )}
      {failed && (
        <Alert severity="error">
          {/* No reason until the cycle is read again, nor when only the job failed (another process closes it). */}
          {t('energy.cycles.failed', {
            reason: cycle.error ? t(`energy.cycles.failedReason.${cycle.error}`) : '',
          }).replace(/ {2,}/g, ' ')}
        </Alert>
      )}
      {done && (
        <Alert
          severity="success"
          action={
            mayReadInvoices &&
            !recompute && (
              <Button component={RouterLink} color="inherit" size="small" to={cycleInvoicesPath(cycle.cycle)}>
                {t('energy.cycles.seeInvoices')}
              </Button>
            )
          }
        >
          {recompute
            ? t('energy.cycles.recomputed', { cycle: month })
            : invoices.data
              ? t('energy.cycles.produced', {
                  count: invoices.data.count,
                  cycle: month,
                  total: format.money(invoices.data.total_centavos / 100),
                })
              : t('energy.cycles.closed', { cycle: month })}
        </Alert>
      )}
    </Card>
  );
}
