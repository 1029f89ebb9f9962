import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { Operation } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { ServerDataGrid } from '@/shared/ui/grid/server-data-grid.tsx';
import type { OperationsGrid as Grid } from './operation-filters.tsx';
import { useOperationFormat } from './operation-format.ts';

/** The operations of the page, with their origin, strategy, instrument, side and result. */
export function OperationsTable({
  grid,
  rows,
  count,
  loading,
}: {
  grid: Grid;
  rows: Operation[];
  count: number;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const format = useOperationFormat();
  const columns: GridColDef<Operation>[] = [
    {
      field: 'source',
      headerName: t('trading.operations.column.source'),
      width: 130,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          variant="outlined"
          color={row.source === 'paper' ? 'info' : 'default'}
          label={t(`trading.operations.source.${row.source}`)}
        />
      ),
    },
    { field: 'strategy_name', headerName: t('trading.operations.column.strategy'), flex: 1.4, minWidth: 160 },
    { field: 'symbol', headerName: t('trading.operations.column.symbol'), minWidth: 90, flex: 0.6 },
    {
      field: 'side',
      headerName: t('trading.operations.column.side'),
      width: 90,
      sortable: false,
      valueGetter: (_value, row) => t(`trading.operations.side.${row.side}`),
    },
    {
      field: 'entry_time',
      headerName: t('trading.operations.column.entry'),
      minWidth: 100,
      flex: 0.8,
      renderCell: ({ value }) => <bdi>{format.day(value as number)}</bdi>,
    },
    {
      field: 'exit_time',
      headerName: t('trading.operations.column.exit'),
      minWidth: 100,
      flex: 0.8,
      renderCell: ({ value }) => <bdi>{format.day(value as number)}</bdi>,
    },
    {
      field: 'size',
      headerName: t('trading.operations.column.size'),
      type: 'number',
      minWidth: 90,
      flex: 0.6,
      valueFormatter: (value: number) => format.price(Math.abs(value)),
    },
    {
      field: 'entry_price',
      headerName: t('trading.operations.column.entryPrice'),
      type: 'number',
      minWidth: 100,
      flex: 0.8,
      sortable: false,
      valueFormatter: (value: number) => format.price(value),
    },
    {
      field: 'exit_price',
      headerName: t('trading.operations.column.exitPrice'),
      type: 'number',
      minWidth: 100,
      flex: 0.8,
      sortable: false,
      valueFormatter: (value: number) => format.price(value),
    },
    {
      field: 'pnl',
      headerName: t('trading.operations.column.pnl'),
      type: 'number',
      minWidth: 130,
      flex: 1,
      renderCell: ({ row }) => <bdi>{format.money(row.pnl, row.currency)}</bdi>,
    },
    {
      field: 'return_pct',
      headerName: t('trading.operations.column.return'),
      type: 'number',
      minWidth: 90,
      flex: 0.7,
      valueFormatter: (value: number) => format.fraction(value),
    },
  ];
  return (
    <ServerDataGrid
      grid={grid}
      rows={rows}
      rowCount={count}
      loading={loading}
      getRowId={(row) => `${row.source}-${row.parent_id}-${row.n}`}
      columns={columns}
    />
  );
}
