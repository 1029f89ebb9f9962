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
import type { TFunction } from 'i18next';
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

type OnMessage = (message: { severity: 'success' | 'error'; text: string }) => void;

/** Runs an action on a report and tells the page how it went: `success` if given, else the server's error. */
function useReportAct(onMessage: OnMessage) {
  const { t } = useTranslation();
  return async (work: () => Promise<unknown>, success?: string) => {
    try {
      await work();
      if (success) onMessage({ severity: 'success', text: success });
    } catch (error) {
      onMessage({ severity: 'error', text: applyServerErrors(error, t) });
    }
  };
}

/** The report's type and, under it, its format. */
export function ReportTypeCell({ report }: { report: Report }) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ py: 1 }}>
      <Typography variant="body2">{t(`energy.reports.type.${report.type}`)}</Typography>
      <Typography variant="caption" color="text.secondary">
        {t(`energy.reports.format.${report.format}`)}
      </Typography>
    </Stack>
  );
}

/** Who asked for the report, or the schedule that did on their behalf. */
export const requestedBy = (report: Report, t: TFunction) =>
  report.schedule_id
    ? `${report.requested_by_name} (${t('energy.reports.history.scheduled')})`
    : report.requested_by_name;

/** The report's status, why it failed, and where it was sent. */
export function ReportStatusCell({ report }: { report: Report }) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ py: 1, gap: 0.5, alignItems: 'flex-start' }}>
      <Chip
        size="small"
        color={STATUS_COLORS[report.status]}
        variant="outlined"
        label={t(`energy.reports.status.${report.status}`)}
        sx={{ color: 'text.primary', borderWidth: 2 }}
        data-report-status={report.status}
      />
      {report.status === 'failed' && report.error_message && (
        <Typography
          variant="caption"
          color="text.secondary"
          data-report-failure={report.id}
          sx={{ whiteSpace: 'normal' }}
        >
          {report.error_message}
        </Typography>
      )}
      {report.sent_to && (
        <Typography variant="caption" color="text.secondary">
          {t('energy.reports.history.sentTo', { to: report.sent_to })}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * What may be done with the report: download it once ready, send it to the customer it is about, make a failed
 * one again, and (with `onDelete`) delete it.
 */
export function ReportActions({
  report,
  canCreate,
  onDelete,
  onMessage,
}: {
  report: Report;
  canCreate: boolean;
  onDelete?: (report: Report) => void;
  onMessage: OnMessage;
}) {
  const { t } = useTranslation();
  const retry = useRetryReport();
  const send = useSendReport();
  const act = useReportAct(onMessage);
  const name = t(`energy.reports.type.${report.type}`);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
      {report.status === 'done' && (
        <Tooltip title={t('energy.reports.actions.download', { name: report.filename })}>
          <IconButton
            aria-label={t('energy.reports.actions.download', { name })}
            onClick={() =>
              void act(() => download(`/energy/reports/${report.id}/file/`, report.filename ?? 'report'))
            }
          >
            <FileDownloadOutlined />
          </IconButton>
        </Tooltip>
      )}
      {report.status === 'done' && canCreate && REPORT_CATALOGUE[report.type].toCustomer && (
        <Tooltip title={t('energy.reports.actions.send')}>
          <IconButton
            aria-label={`${t('energy.reports.actions.send')}: ${name}`}
            onClick={() =>
              void act(async () => {
                const sent = await send.mutateAsync({ id: report.id, to: 'customer' });
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
      {report.status === 'failed' && canCreate && (
        <Tooltip title={t('energy.reports.actions.retry')}>
          <IconButton
            aria-label={`${t('energy.reports.actions.retry')}: ${name}`}
            onClick={() => void act(() => retry.mutateAsync(report.id), t('energy.reports.toast.retried'))}
          >
            <Replay />
          </IconButton>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip title={t('energy.reports.actions.delete')}>
          <IconButton
            aria-label={`${t('energy.reports.actions.delete')}: ${name}`}
            onClick={() => onDelete(report)}
          >
            <DeleteOutlined />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}

/**
 * The history of requested reports, paged and sorted by the server with its view in the URL: each row's
 * status follows the job live; ready files download, failed ones say why and can be retried. The report the
 * address opens (`highlighted`) stands out when the page shows it.
 */
export function ReportHistoryTable({
  grid,
  query,
  options,
  canCreate,
  canDelete,
  highlighted,
  onMessage,
}: {
  grid: ServerGridView;
  query: Record<string, string | number | undefined>;
  options: ReportSummary['options'] | undefined;
  canCreate: boolean;
  canDelete: boolean;
  highlighted?: number | null;
  onMessage: OnMessage;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const reports = useReports(query);
  const remove = useDeleteReport();
  const [deleting, setDeleting] = useState<Report | null>(null);
  const act = useReportAct(onMessage);

  const columns: GridColDef<Report>[] = [
    {
      field: 'type',
      headerName: t('energy.reports.history.columns.type'),
      flex: 1.4,
      minWidth: 200,
      renderCell: ({ row }) => <ReportTypeCell report={row} />,
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
      valueGetter: (_v, row) => requestedBy(row, t),
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
      renderCell: ({ row }) => <ReportStatusCell report={row} />,
    },
    {
      field: 'actions',
      headerName: t('energy.reports.history.columns.actions'),
      sortable: false,
      minWidth: 170,
      renderCell: ({ row }) => (
        <ReportActions
          report={row}
          canCreate={canCreate}
          onDelete={canDelete ? setDeleting : undefined}
          onMessage={onMessage}
        />
      ),
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
          getRowClassName={({ id }) => (id === highlighted ? 'Mui-selected' : '')}
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
