import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Replay from '@mui/icons-material/Replay';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { JOB_STATES, JOB_VIEW_KINDS } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { DateField, INVALID_DATE } from '@/shared/ui/date-field/date-field.tsx';
import { ServerPagination } from '@/shared/ui/grid/server-pagination.tsx';
import { useServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import { SimpleTable } from '@/shared/ui/simple-table.tsx';
import { useJobRecords } from '@/features/development/api/telescope-api.ts';
import { ListStates } from './list-states.tsx';

const STATE_COLORS = {
  queued: 'default',
  running: 'info',
  done: 'success',
  failed: 'error',
  cancelled: 'warning',
} as const;

const FILTERS = ['kind', 'state', 'from', 'to'] as const;

/**
 * Every area's jobs, each from its own records and only those the reader may read, newest first: kind, what
 * it worked on, who asked, state, duration and a failure's reason, filtered by kind, state and period and
 * paged (kept in the URL). Each row opens its record's page, where a failed job is run again.
 */
export function JobsView() {
  const { t } = useTranslation();
  const format = useFormatters();
  const grid = useServerGrid(FILTERS, { prefix: 'jobs_' });
  const { page, pageSize } = grid.paginationModel;
  const { kind, state, from, to } = grid.filters;
  const jobs = useJobRecords({ kind, state, from, to, page: page + 1, page_size: pageSize });
  const rows = jobs.data?.results;
  const setDate = (key: 'from' | 'to') => (value: string) => {
    if (value !== INVALID_DATE) grid.setFilter(key, value);
  };
  return (
    <Card>
      <CardHeader
        title={t('development.jobs.title')}
        subheader={t('development.jobs.subtitle')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ overflowX: 'auto' }}>
        <Grid container spacing={2} sx={{ mb: 2 }}>
          <FilterSelect
            label={t('development.jobs.kind')}
            all={t('development.jobs.allKinds')}
            value={grid.filters.kind}
            onChange={(value) => grid.setFilter('kind', value)}
            options={JOB_VIEW_KINDS.map((k) => [k, t(`development.jobs.kinds.${k}`)])}
          />
          <FilterSelect
            label={t('development.jobs.state')}
            all={t('development.jobs.allStates')}
            value={grid.filters.state}
            onChange={(value) => grid.setFilter('state', value)}
            options={JOB_STATES.map((s) => [s, t(`development.jobs.states.${s}`)])}
          />
          <Grid size={{ xs: 6, md: 3 }}>
            <DateField
              label={t('development.jobs.from')}
              value={grid.filters.from}
              onChange={setDate('from')}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <DateField label={t('development.jobs.to')} value={grid.filters.to} onChange={setDate('to')} />
          </Grid>
        </Grid>
        <ListStates
          query={jobs}
          loadError={t('development.jobs.loadError')}
          emptyTitle={t('development.jobs.emptyTitle')}
          emptyBody={t('development.jobs.emptyBody')}
        />
        {!!rows?.length && (
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
            {rows.map((job) => (
              <TableRow key={`${job.kind}#${job.id}`} data-job={job.kind} data-state={job.state}>
                <TableCell>{t(`development.jobs.kinds.${job.kind}`)}</TableCell>
                <TableCell dir="auto">{job.subject}</TableCell>
                <TableCell>{job.owner ?? '—'}</TableCell>
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
                <TableCell>{job.reason ?? ''}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    component={RouterLink}
                    to={job.link}
                    startIcon={job.retryable ? <Replay /> : <OpenInNew />}
                    aria-label={t(job.retryable ? 'development.jobs.retryOn' : 'development.jobs.openOn', {
                      kind: t(`development.jobs.kinds.${job.kind}`),
                      id: job.id,
                    })}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {t(job.retryable ? 'development.jobs.retry' : 'development.jobs.open')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </SimpleTable>
        )}
        {!!jobs.data?.count && <ServerPagination grid={grid} count={jobs.data.count} />}
      </CardContent>
    </Card>
  );
}

/** One of the view's filters: its options, and "all" when left empty. */
function FilterSelect(props: {
  label: string;
  all: string;
  value: string;
  onChange: (value: string) => void;
  options: [string, string][];
}) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <TextField
        select
        fullWidth
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        label={props.label}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <MenuItem value="">{props.all}</MenuItem>
        {props.options.map(([value, text]) => (
          <MenuItem key={value} value={value}>
            {text}
          </MenuItem>
        ))}
      </TextField>
    </Grid>
  );
}
