import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { CYCLE_CLOSE_JOB_KIND, isJobFinished, type Cycle } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { energyKeys } from '@/shared/api/query-keys.ts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { ServerDataGrid } from '@/shared/ui/grid/server-data-grid.tsx';
import { useServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { useCloseCycle, useCycles } from '@/features/energy/api/cycle-api.ts';
import { useJobProgress } from '@/shared/realtime/use-job-progress.ts';
import { CycleClosePanel } from '@/features/energy/components/cycle-close-panel.tsx';

const STATE_COLORS = { open: 'info', closing: 'warning', closed: 'success', failed: 'error' } as const;

/** /creditos/ciclos: the billing cycles and their state; closing one runs the apuração and issues its invoices. */
export default function CyclesPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const grid = useServerGrid();
  const mayClose = useAbility().can('update', 'Credito');
  const [tracked, setTracked] = useState<{ id: number; jobId: string } | null>(null);
  const client = useQueryClient();
  // When the close ends, the cycles, the invoices and every energy figure are read again.
  const live = useJobProgress(CYCLE_CLOSE_JOB_KIND, tracked?.jobId, {
    onFinished: () => void client.invalidateQueries({ queryKey: energyKeys.all }),
  });
  const [polling, setPolling] = useState(false);
  // Polled while a close runs: a job quicker than the socket still shows its end.
  const cycles = useCycles(grid.query, polling);
  const [asked, setAsked] = useState<Cycle | null>(null);
  const close = useCloseCycle();
  const trackedCycle = cycles.data?.results.find((c) => c.id === tracked?.id);
  const ended = (live !== null && isJobFinished(live.state)) || trackedCycle?.state === 'closed';
  if (polling && ended) setPolling(false);

  const confirm = () => {
    if (!asked) return;
    close.mutate(asked.id, {
      onSuccess: (accepted) => {
        setTracked({ id: asked.id, jobId: accepted.job_id });
        setPolling(true);
        setAsked(null);
      },
    });
  };
  const columns: GridColDef<Cycle>[] = [
    {
      field: 'cycle',
      headerName: t('energy.cycles.columns.cycle'),
      flex: 1,
      minWidth: 140,
      valueFormatter: (value: string) => format.month(value),
    },
    {
      field: 'state',
      headerName: t('energy.cycles.columns.state'),
      width: 150,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          variant="outlined"
          color={STATE_COLORS[row.state]}
          label={t(`energy.cycles.state.${row.state}`)}
        />
      ),
    },
    {
      field: 'units_done',
      headerName: t('energy.cycles.columns.units'),
      type: 'number',
      width: 130,
      sortable: false,
      valueGetter: (_value, row) => row.units_total,
      valueFormatter: (value: number) => format.number(value),
    },
    {
      field: 'closed_at',
      headerName: t('energy.cycles.columns.closedAt'),
      flex: 1,
      minWidth: 170,
      sortable: false,
      valueFormatter: (value: string | null) => (value ? format.dateTime(value) : '—'),
    },
    {
      field: 'actions',
      headerName: t('energy.cycles.columns.actions'),
      width: 170,
      sortable: false,
      renderCell: ({ row }) =>
        mayClose && (row.state === 'open' || row.state === 'failed') ? (
          <Button size="small" variant="outlined" onClick={() => setAsked(row)}>
            {t('energy.cycles.close')}
          </Button>
        ) : null,
    },
  ];
  const closeError =
    close.error instanceof ApiRequestError ? (close.error.detail ?? t('errors.unexpected')) : null;
  return (
    <>
      <PageHeader title={t('page.creditosCiclos')} subtitle={t('energy.cycles.subtitle')} />
      {trackedCycle && <CycleClosePanel cycle={trackedCycle} live={live} />}
      {cycles.isError ? (
        <LoadError message={t('energy.loadError')} onRetry={() => void cycles.refetch()} />
      ) : (
        <Card>
          <ServerDataGrid
            grid={grid}
            rows={cycles.data?.results ?? []}
            rowCount={cycles.data?.count ?? 0}
            loading={cycles.isLoading}
            columns={columns}
            getRowId={(row) => row.id}
          />
        </Card>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={t('energy.cycles.confirmTitle', { cycle: asked ? format.month(asked.cycle) : '' })}
        body={t('energy.cycles.confirmBody')}
        confirmLabel={t('energy.cycles.close')}
        pending={close.isPending}
        error={closeError}
        onConfirm={confirm}
        onClose={() => {
          setAsked(null);
          close.reset();
        }}
      />
    </>
  );
}
