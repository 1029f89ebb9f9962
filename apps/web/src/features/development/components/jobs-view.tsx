import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Replay from '@mui/icons-material/Replay';
import { useTranslation } from 'react-i18next';
import { JOB_STATES, type JobState } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { ErrorAlert } from '@/shared/ui/error-alert.tsx';
import { SimpleTable } from '@/shared/ui/simple-table.tsx';
import { useJobRecords, useRetryJob } from '@/features/development/api/telescope-api.ts';
import { ListStates } from './list-states.tsx';

const STATE_COLORS = {
  queued: 'default',
  running: 'info',
  done: 'success',
  failed: 'error',
  cancelled: 'warning',
} as const;

/**
 * Every area's jobs from the shared lifecycle's records, newest first: kind, what it worked on, who asked,
 * state, duration and a failure's reason, with a retry for a failed job of a kind that may run again.
 */
export function JobsView() {
  const { t } = useTranslation();
  const format = useFormatters();
  const [state, setState] = useState<JobState | ''>('');
  const jobs = useJobRecords(state || undefined);
  const retry = useRetryJob();
  return (
    <Card>
      <CardHeader
        title={t('development.jobs.title')}
        subheader={t('development.jobs.subtitle')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <TextField
            select
            size="small"
            label={t('development.jobs.state')}
            value={state}
            onChange={(e) => setState(e.target.value as JobState | '')}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{t('development.jobs.allStates')}</MenuItem>
            {JOB_STATES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`development.jobs.states.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        }
      />
      <CardContent sx={{ overflowX: 'auto' }}>
        <ErrorAlert error={retry.isError ? t('development.jobs.retryError') : null} />
        <ListStates
          query={jobs}
          loadError={t('development.jobs.loadError')}
          emptyTitle={t('development.jobs.emptyTitle')}
          emptyBody={t('development.jobs.emptyBody')}
        />
        {!!jobs.data?.length && (
          <SimpleTable
            size="small"
            label={t('development.jobs.title')}
            head={
              <>
                <TableCell>{t('development.jobs.kind')}</TableCell>
                <TableCell>{t('development.jobs.subject')}</TableCell>
                <TableCell>{t('development.jobs.requestedBy')}</TableCell>
                <TableCell>{t('development.jobs.state')}</TableCell>
                <TableCell>{t('development.jobs.createdAt')}</TableCell>
                <TableCell align="right">{t('development.jobs.duration')}</TableCell>
                <TableCell>{t('development.jobs.reason')}</TableCell>
                <TableCell />
              </>
            }
          >
            {jobs.data.map((job) => (
              <TableRow key={job.id} data-job={job.kind}>
                <TableCell>{t(`development.jobs.kinds.${job.kind}`, { defaultValue: job.kind })}</TableCell>
                <TableCell dir="ltr">{job.subject}</TableCell>
                <TableCell>{job.requested_by ?? '—'}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={STATE_COLORS[job.state]}
                    label={t(`development.jobs.states.${job.state}`)}
                  />
                </TableCell>
                <TableCell>{format.dateTime(job.created_at)}</TableCell>
                <TableCell align="right">
                  {job.duration_ms === null ? '—' : format.withUnit(Math.round(job.duration_ms), 'ms')}
                </TableCell>
                <TableCell>{job.error ?? ''}</TableCell>
                <TableCell>
                  {job.retryable && (
                    <Button
                      size="small"
                      startIcon={<Replay />}
                      loading={retry.isPending && retry.variables === job.id}
                      onClick={() => retry.mutate(job.id)}
                    >
                      {t('development.jobs.retry')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </SimpleTable>
        )}
      </CardContent>
    </Card>
  );
}
