import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RecordedRequestSummary } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { OptionSelect } from '@/shared/ui/option-select.tsx';
import { GridSearchField } from '@/shared/ui/grid/grid-search-field.tsx';
import { ClearFiltersButton } from '@/shared/ui/grid/clear-filters-button.tsx';
import { ServerDataGrid } from '@/shared/ui/grid/server-data-grid.tsx';
import { useServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import { useRecordedRequests, useRecorderSettings } from '@/features/development/api/requests-api.ts';
import { MethodChip, StatusCode } from './method-chip.tsx';
import { RequestDetailDrawer } from './request-detail-drawer.tsx';

const FILTERS = ['method', 'status'] as const;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const STATUSES = ['2xx', '3xx', '4xx', '5xx'];

/**
 * A cell's text laid out in its own direction, so that in Arabic a Latin name, a path or an id keeps its
 * beginning and is cut at its end when the column is narrow.
 */
function CellText({ text, dir, monospace }: { text: string; dir: 'ltr' | 'auto'; monospace?: boolean }) {
  return (
    <Typography
      variant="body2"
      dir={dir}
      noWrap
      sx={{ lineHeight: '52px', ...(monospace && { fontFamily: 'monospace' }) }}
    >
      {text}
    </Typography>
  );
}

/**
 * The recent API requests this server recorded, newest first, paged on the server and followed live; a row
 * opens the request in full (`?request=<id>`, so the logs page and a shared link can open one).
 */
export function RequestExplorer() {
  const { t } = useTranslation();
  const format = useFormatters();
  const grid = useServerGrid(FILTERS);
  const [live, setLive] = useState(true);
  const requests = useRecordedRequests(grid.query as never, live);
  const settings = useRecorderSettings();
  const [params, setParams] = useSearchParams();
  const open = params.get('request');
  const setOpen = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('request', id);
    else next.delete('request');
    setParams(next);
  };
  const columns: GridColDef<RecordedRequestSummary>[] = [
    {
      field: 'started_at',
      headerName: t('development.requests.when'),
      minWidth: 210,
      valueFormatter: (v: string) => format.dateTime(v),
    },
    {
      field: 'method',
      headerName: t('development.requests.method'),
      minWidth: 100,
      renderCell: ({ row }) => <MethodChip method={row.method} />,
    },
    {
      field: 'url',
      headerName: t('development.requests.path'),
      flex: 2,
      minWidth: 240,
      renderCell: ({ row }) => <CellText text={row.url} dir="ltr" monospace />,
    },
    {
      field: 'status',
      headerName: t('development.requests.status'),
      minWidth: 90,
      renderCell: ({ row }) => <StatusCode status={row.status} />,
    },
    {
      field: 'duration_ms',
      headerName: t('development.requests.duration'),
      minWidth: 110,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (v: number) => format.withUnit(Math.round(v * 10) / 10, 'ms'),
    },
    {
      field: 'statement_count',
      headerName: t('development.requests.sqlCount'),
      minWidth: 70,
      align: 'right',
    },
    {
      field: 'user_name',
      headerName: t('development.requests.user'),
      flex: 1,
      minWidth: 140,
      valueGetter: (_, row) => row.user_name || t('development.requests.anonymous'),
      renderCell: ({ value }) => <CellText text={value as string} dir="auto" />,
    },
    {
      field: 'id',
      headerName: t('development.requests.requestId'),
      minWidth: 120,
      flex: 1,
      renderCell: ({ row }) => <CellText text={row.id} dir="ltr" monospace />,
    },
  ];
  const empty = requests.data?.count === 0;
  return (
    <Card>
      <Grid container spacing={2} sx={{ p: 2, alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <GridSearchField grid={grid} fullWidth label={t('development.requests.search')} />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <OptionSelect
            label={t('development.requests.method')}
            options={METHODS.map((m) => ({ value: m, label: m }))}
            value={grid.filters.method}
            onChange={(v) => grid.setFilter('method', v)}
            emptyLabel={t('dataTable.all')}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <OptionSelect
            label={t('development.requests.status')}
            options={STATUSES.map((s) => ({ value: s, label: s }))}
            value={grid.filters.status}
            onChange={(v) => grid.setFilter('status', v)}
            emptyLabel={t('dataTable.all')}
          />
        </Grid>
        <Grid
          size={{ xs: 12, md: 4 }}
          sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
        >
          <FormControlLabel
            control={<Switch checked={live} onChange={(e) => setLive(e.target.checked)} />}
            label={t('development.requests.live')}
          />
          <ClearFiltersButton grid={grid} />
        </Grid>
        {settings.data && (
          <Grid size={12}>
            <Typography variant="body2" color="text.secondary">
              {t('development.requests.settings', {
                rate: format.percent(settings.data.sample_rate),
                perSecond: format.number(settings.data.max_per_second),
                max: format.number(settings.data.max_requests),
                instance: settings.data.instance,
              })}
            </Typography>
          </Grid>
        )}
      </Grid>
      {requests.isError && (
        <LoadError message={t('development.requests.loadError')} onRetry={() => void requests.refetch()} />
      )}
      {empty && !grid.filtered ? (
        <EmptyState title={t('development.requests.emptyTitle')} body={t('development.requests.emptyBody')} />
      ) : (
        <ServerDataGrid
          grid={grid}
          rows={requests.data?.results ?? []}
          columns={columns}
          rowCount={requests.data?.count ?? 0}
          loading={requests.isPending}
          disableColumnSorting
          onRowClick={({ row }) => setOpen(row.id)}
          onCellKeyDown={({ row }, event) => {
            if (event.key === 'Enter') setOpen(row.id);
          }}
          getRowClassName={() => 'clickable'}
          sx={{ border: 0, '& .clickable': { cursor: 'pointer' } }}
        />
      )}
      <RequestDetailDrawer id={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
