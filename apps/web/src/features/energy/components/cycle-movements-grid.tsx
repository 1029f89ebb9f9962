import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { movementTypeLabel } from '@/shared/i18n/labels.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { ServerDataGrid } from '@/shared/ui/grid/server-data-grid.tsx';
import { useServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import { useCycleMovements, type Movement } from '@/features/energy/api/cycle-records-api.ts';
import { unitPath } from './detail-paths.ts';

/** The credit ledger's movements in a cycle, a page at a time (its page in the URL under `creditos_`). */
export function CycleMovementsGrid({ cycle }: { cycle: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const grid = useServerGrid([], { prefix: 'creditos_' });
  const movements = useCycleMovements(cycle, grid.query);
  if (movements.isError)
    return <LoadError message={t('energy.loadError')} onRetry={() => void movements.refetch()} />;
  if (movements.data?.count === 0)
    return <EmptyState title={t('energy.cycle.noMovements')} body={t('energy.cycle.noMovementsBody')} />;
  const columns: GridColDef<Movement>[] = [
    {
      field: 'unit_id',
      headerName: t('energy.cycle.invoiceUnit'),
      minWidth: 110,
      flex: 1,
      sortable: false,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={unitPath(row.unit_id)}>
          {t('energy.cycle.unitNumber', { id: row.unit_id })}
        </Link>
      ),
    },
    {
      field: 'type',
      headerName: t('energy.cycle.movementType'),
      minWidth: 170,
      flex: 1.5,
      sortable: false,
      valueFormatter: (value: string) => movementTypeLabel(t, value),
    },
    {
      field: 'lot_id',
      headerName: t('energy.cycle.movementLot'),
      minWidth: 140,
      flex: 1,
      sortable: false,
    },
    {
      field: 'kwh',
      headerName: t('energy.cycle.movementKwh'),
      type: 'number',
      minWidth: 120,
      flex: 1,
      sortable: false,
      valueFormatter: (value: number) => format.energy(value),
    },
  ];
  return (
    <ServerDataGrid
      grid={grid}
      rows={movements.data?.results ?? []}
      rowCount={movements.data?.count ?? 0}
      loading={movements.isLoading}
      columns={columns}
      getRowId={(row) => row.id}
    />
  );
}
