import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { UseQueryResult } from '@tanstack/react-query';
import type { GridColDef } from '@mui/x-data-grid';
import type { Page } from '@alvorada/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { ServerDataGrid } from '@/shared/ui/grid/server-data-grid.tsx';
import type { ServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import { unitPath } from './detail-paths.ts';

/** The UC a cycle's record belongs to, as a link to its page, by its installation number when the row has it. */
export const unitColumn = <R extends { unit_id: number; installation_number?: string }>(
  t: TFunction,
): GridColDef<R> => ({
  field: 'unit_id',
  headerName: t('energy.cycle.invoiceUnit'),
  minWidth: 110,
  flex: 1,
  sortable: false,
  renderCell: ({ row }) => (
    <Link component={RouterLink} to={unitPath(row.unit_id)}>
      {row.installation_number || t('energy.cycle.unitNumber', { id: row.unit_id })}
    </Link>
  ),
});

/** A list of a cycle's records a page at a time: the load error with a retry, or what is missing when none. */
export function CycleGrid<R extends { id: number }>({
  grid,
  records,
  columns,
  empty,
}: {
  grid: ServerGrid<never>;
  records: UseQueryResult<Page<R>>;
  columns: GridColDef<R>[];
  empty: { title: string; body: string };
}) {
  const { t } = useTranslation();
  if (records.isError)
    return <LoadError message={t('energy.loadError')} onRetry={() => void records.refetch()} />;
  if (records.data?.count === 0) return <EmptyState {...empty} />;
  return (
    <ServerDataGrid
      grid={grid}
      rows={records.data?.results ?? []}
      rowCount={records.data?.count ?? 0}
      loading={records.isLoading}
      columns={columns}
      getRowId={(row) => row.id}
    />
  );
}
