import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import type { Cycle } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { ServerDataGrid } from '@/shared/ui/grid/server-data-grid.tsx';
import { useServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { useCycle, useCycles } from '@/features/energy/api/cycle-api.ts';
import {
  CycleActionButtons,
  CycleActionDialog,
  useCycleActionsOf,
  type AskedCycleAction,
} from '@/features/energy/components/cycle-actions.tsx';
import { CycleClosePanel } from '@/features/energy/components/cycle-close-panel.tsx';
import { ListExportBar } from '@/features/energy/components/list-export-bar.tsx';
import { CycleStateChips, cyclePath } from '@/features/energy/components/cycle-state-chips.tsx';
import { useCycleJob } from '@/features/energy/components/use-cycle-job.ts';

/**
 * /creditos/ciclos: the billing cycles and their state, each opening its detail. Closing one runs the apuração
 * and issues its invoices; a stale one (an import changed its inputs after it closed) is marked and may be
 * recomputed; the latest closed one may be reopened.
 */
export default function CyclesPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const grid = useServerGrid();
  const job = useCycleJob();
  const cycles = useCycles(grid.query, job.polling);
  const tracked = useCycle(job.tracked?.cycleId ?? null, job.polling).data;
  const actionsOf = useCycleActionsOf();
  const [asked, setAsked] = useState<AskedCycleAction | null>(null);
  const columns: GridColDef<Cycle>[] = [
    {
      field: 'cycle',
      headerName: t('energy.cycles.columns.cycle'),
      flex: 1,
      minWidth: 140,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={cyclePath(row.id)} sx={{ fontWeight: 600 }}>
          {format.month(row.cycle)}
        </Link>
      ),
    },
    {
      field: 'state',
      headerName: t('energy.cycles.columns.state'),
      minWidth: 220,
      flex: 1,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
          <CycleStateChips cycle={row} />
        </Stack>
      ),
    },
    {
      field: 'units_done',
      headerName: t('energy.cycles.columns.units'),
      type: 'number',
      width: 110,
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
      minWidth: 250,
      flex: 1,
      sortable: false,
      renderCell: ({ row }) => <CycleActionButtons cycle={row} actions={actionsOf(row)} onAsk={setAsked} />,
    },
  ];
  return (
    <>
      <PageHeader title={t('page.creditosCiclos')} subtitle={t('energy.cycles.subtitle')} />
      {tracked && <CycleClosePanel cycle={tracked} job={job} />}
      {cycles.isError ? (
        <LoadError message={t('energy.loadError')} onRetry={() => void cycles.refetch()} />
      ) : (
        <Card>
          <ListExportBar
            path="/energy/cycles/export/"
            name="ciclos"
            query={grid.query}
            empty={!cycles.data?.count}
          />
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
      <CycleActionDialog asked={asked} job={job} onClose={() => setAsked(null)} />
    </>
  );
}
