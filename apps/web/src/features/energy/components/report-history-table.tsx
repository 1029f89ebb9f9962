import { useState } from 'react';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import Replay from '@mui/icons-material/Replay';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { REPORT_CATALOGUE, type Report, type ReportStatus, type ReportSummary } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { download } from '@/shared/files/download.ts';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { ReportDeleteDialog } from '@/features/energy/components/report-delete-dialog.tsx';
import { ListExportBar } from '@/features/energy/components/list-export-bar.tsx';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { ServerDataGrid } from '@/shared/ui/grid/server-data-grid.tsx';
import type { ServerGridView } from '@/shared/ui/grid/use-server-grid.ts';
import {
  useDeleteReport,
  useReports,
  useRetryReport,
  useSendReport,
} from '@/features/energy/api/report-api.ts';
import { describeReport } from '@/features/energy/components/report-description.ts';

/** The chip's border carries the colour; its text stays in the text colour, which reads on any card. */
const STATUS_COLORS: Record<ReportStatus, 'default' | 'info' | 'success' | 'error'> = {
  queued: 'default',
  running: 'info',
  done: 'success',
  failed: 'error',
};

/**
 * The history of requested reports, paged and sorted by the server with its view in the URL: each row's
 * status follows the job live; ready files download, failed ones say why and can be retried.
 */
export function ReportHistoryTable({
  grid,
  query,
  options,
  canCreate,
  canDelete,
  onMessage,
}: {
  grid: ServerGridView;
  query: Record<string, string | number | undefined>;
  options: ReportSummary['options'] | undefined;
  canCreate: boolean;
  canDelete: boolean;
  onMessage: (message: { severity: 'success' | 'error'; text: string }) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const reports = useReports(query);
  const retry = useRetryReport();
  const remove = useDeleteReport();
  const send = useSendReport();
  const [deleting, setDeleting] = useState<Report | null>(null);

  const act = async (work: () => Promise<unknown>, success?: string) => {
    try {
      await work();
      if (success) onMessage({ severity: 'success', text: success });
    } catch (error) {
      onMessage({ severity: 'error', text: applyServerErrors(error, t) });
    }
  };

  const columns: GridColDef<Report>[] = [
    {
      field: 'type',
      headerName: t('energy.reports.history.columns.type'),
      flex: 1.4,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Stack sx={{ py: 1 }}>
          <Typography variant="body2">{t(`energy.reports.type.${row.type}`)}</Typography>
          <Typography variant="caption" color="text.secondary">
            {t(`energy.reports.format.${row.format}`)}
          </Typography>
        </Stack>
      ),
    },
    {
      field: 'params',
      display: 'flex',
      headerName: t('energy.reports.history.columns.params'),
      flex: 1.6,
      minWidth: 220,
      sortable: false,
      valueGetter: (_v, row) => describeReport(row, options, t, format.month),
    },
    {
      field: 'requested_by_name',
      display: 'flex',
      headerName: t('energy.reports.history.columns.requestedBy'),
      flex: 1,
      minWidth: 150,
      valueGetter: (_v, row) =>
        row.schedule_id
          ? `${row.requested_by_name} (${t('energy.reports.history.scheduled')})`
          : row.requested_by_name,
    },
    {
      field: 'created_at',
      display: 'flex',
      headerName: t('energy.reports.history.columns.date'),
      minWidth: 160,
      flex: 1,
      valueFormatter: (v: string) => format.dateTime(v),
    },
    {
      field: 'status',
      headerName: t('energy.reports.history.columns.status'),
      minWidth: 220,
      flex: 1.4,
      renderCell: ({ row }) => (
        <Stack sx={{ py: 1, gap: 0.5, alignItems: 'flex-start' }}>
          <Chip
            size="small"
            color={STATUS_COLORS[row.status]}
            variant="outlined"
            label={t(`energy.reports.status.${row.status}`)}
            sx={{ color: 'text.primary', borderWidth: 2 }}
            data-report-status={row.status}
          />
          {row.status === 'failed' && row.error_message && (
            <Typography
              variant="caption"
              color="text.secondary"
              data-report-failure={row.id}
              sx={{ whiteSpace: 'normal' }}
            >
              {row.error_message}
            </Typography>
          )}
          {row.sent_to && (
            <Typography variant="caption" color="text.secondary">
              {t('energy.reports.history.sentTo', { to: row.sent_to })}
            </Typography>
          )}
        </Stack>
      ),
    },
    {
      field: 'actions',
      headerName: t('energy.reports.history.columns.actions'),
      sortable: false,
      minWidth: 170,
      renderCell: ({ row }) => {
        const name = t(`energy.reports.type.${row.type}`);
        return (
          <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
            {row.status === 'done' && (
              <Tooltip title={t('energy.reports.actions.download', { name: row.filename })}>
                <IconButton
                  aria-label={t('energy.reports.actions.download', { name })}
                  onClick={() =>
                    void act(() => download(`/energy/reports/${row.id}/file/`, row.filename ?? 'report'))
                  }
                >
                  <FileDownloadOutlined />
                </IconButton>
              </Tooltip>
            )}
            {row.status === 'done' && canCreate && REPORT_CATALOGUE[row.type].toCustomer && (
              <Tooltip title={t('energy.reports.actions.send')}>
                <IconButton
                  aria-label={`${t('energy.reports.actions.send')}: ${name}`}
                  onClick={() =>
                    void act(async () => {
                      const sent = await send.mutateAsync({ id: row.id, to: 'customer' });
                      onMessage({
                        severity: 'success',
                        text: t('energy.reports.toast.sent', { to: sent.sent_to }),
                      });
                    })
                  }
                >
                  <ForwardToInboxOutlined />
                </IconButton>
              </Tooltip>
            )}
            {row.status === 'failed' && canCreate && (
              <Tooltip title={t('energy.reports.actions.retry')}>
                <IconButton
                  aria-label={`${t('energy.reports.actions.retry')}: ${name}`}
                  onClick={() => void act(() => retry.mutateAsync(row.id), t('energy.reports.toast.retried'))}
                >
                  <Replay />
                </IconButton>
              </Tooltip>
            )}
            {canDelete && (
              <Tooltip title={t('energy.reports.actions.delete')}>
                <IconButton
                  aria-label={`${t('energy.reports.actions.delete')}: ${name}`}
                  onClick={() => setDeleting(row)}
                >
                  <DeleteOutlined />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        );
      },
    },
  ];

  if (reports.isError)
    return (
      <LoadError message={t('energy.reports.history.loadError')} onRetry={() => void reports.refetch()} />
    );
  const empty = reports.data && reports.data.count === 0;
  return (
    <>
      <ListExportBar
        path="/energy/reports/export/"
        name="relatorios"
        query={query}
        empty={!reports.data?.count}
      />
      {empty ? (
        <EmptyState
          title={t(grid.filtered ? 'energy.reports.history.emptyFiltered' : 'energy.reports.history.empty')}
          body={t(
            grid.filtered ? 'energy.reports.history.emptyFilteredBody' : 'energy.reports.history.emptyBody',
          )}
        />
      ) : (
        <ServerDataGrid
          grid={grid}
          rows={reports.data?.results ?? []}
          rowCount={reports.data?.count ?? 0}
          loading={reports.isFetching && !reports.data}
          columns={columns}
          getRowHeight={() => 'auto'}
        />
      )}
      <ReportDeleteDialog
        target={deleting}
        keys="energy.reports"
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={(target) => {
          setDeleting(null);
          void act(() => remove.mutateAsync(target.id), t('energy.reports.toast.deleted'));
        }}
      />
    </>
  );
}
