import Card from '@mui/material/Card';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { WORKANA_RUN_STATUSES, type WorkanaRunStatus } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { OptionSelect } from '@/shared/ui/option-select.tsx';
import { ServerPagination } from '@/shared/ui/grid/server-pagination.tsx';
import { useServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import { scrollRegion } from '@/shared/ui/scroll-region.ts';
import { useRuns } from '@/features/workana/api/feed-api.ts';
import { blockedReasonLabel } from './source-health.ts';
import { ToneChip, type Tone } from './tone-chip.tsx';

const COLOR: Record<WorkanaRunStatus, Tone> = {
  queued: 'default',
  running: 'default',
  ok: 'success',
  blocked: 'warning',
  error: 'error',
};

/**
 * Every source run, newest first (filtered by outcome): when, how long, pages, new and repeated jobs, and why
 * it failed. Its outcome and page are in the URL as `runs_status` and `runs_page`, beside the feed's.
 */
export function RunHistory() {
  const { t } = useTranslation();
  const format = useFormatters();
  const grid = useServerGrid(['status'], { prefix: 'runs_' });
  const runs = useRuns(grid.query);
  return (
    <Card>
      <Stack
        direction="row"
        sx={{ px: 2.5, pt: 2.5, justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Typography variant="h6" component="h2">
          {t('workana.runs.title')}
        </Typography>
        <Box sx={{ minWidth: 200 }}>
          <OptionSelect
            label={t('workana.runs.status')}
            options={WORKANA_RUN_STATUSES.map((s) => ({ value: s, label: t(`workana.runStatus.${s}`) }))}
            value={grid.filters.status}
            onChange={(next) => grid.setFilter('status', next)}
            emptyLabel={t('dataTable.all')}
          />
        </Box>
      </Stack>
      <TableContainer {...scrollRegion(t('workana.runs.title'))}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {['source', 'status', 'started', 'duration', 'pages', 'new', 'duplicates', 'reason'].map(
                (c) => (
                  <TableCell key={c}>{t(`workana.runs.column.${c}`)}</TableCell>
                ),
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {runs.data?.results.map((run) => (
              <TableRow key={run.id} data-testid="run-row" data-run={run.id}>
                <TableCell>{t(`workana.sourceKind.${run.source_kind}`)}</TableCell>
                <TableCell>
                  <ToneChip tone={COLOR[run.status]} label={t(`workana.runStatus.${run.status}`)} />
                </TableCell>
                <TableCell>
                  <bdi>{format.dateTime(run.started_at)}</bdi>
                </TableCell>
                <TableCell>
                  <bdi>{run.duration_ms === null ? '—' : format.withUnit(run.duration_ms / 1000, 's')}</bdi>
                </TableCell>
                <TableCell>{format.number(run.pages)}</TableCell>
                <TableCell>{format.number(run.new_jobs)}</TableCell>
                <TableCell>{format.number(run.duplicates)}</TableCell>
                <TableCell sx={{ maxWidth: 280 }}>
                  {blockedReasonLabel(t, run.blocked_reason ?? run.error)}
                </TableCell>
              </TableRow>
            ))}
            {runs.data?.count === 0 && (
              <TableRow>
                <TableCell colSpan={8}>
                  <Typography color="text.secondary">{t('workana.runs.none')}</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <ServerPagination grid={grid} count={runs.data?.count ?? 0} />
    </Card>
  );
}
