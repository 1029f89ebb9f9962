import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import type { Instrument } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { ServerDataGrid } from '@/shared/ui/grid/server-data-grid.tsx';
import type { ServerGridView } from '@/shared/ui/grid/use-server-grid.ts';

export type InstrumentAction = 'coverage' | 'import' | 'delete';

const ICONS = { coverage: QueryStatsOutlined, import: UploadFileOutlined, delete: DeleteOutlined };

/** A row's actions, each named with its symbol: coverage for every reader, import and delete for who may change it. */
function RowActions({ row, onAction }: { row: Instrument; onAction: (action: InstrumentAction) => void }) {
  const { t } = useTranslation();
  const actions: InstrumentAction[] = row.can_change ? ['coverage', 'import', 'delete'] : ['coverage'];
  return (
    <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
      {actions.map((action) => {
        const Icon = ICONS[action];
        const label = t(`trading.instruments.action.${action}`, { symbol: row.symbol });
        return (
          <Tooltip key={action} title={label}>
            <IconButton
              size="small"
              aria-label={label}
              color={action === 'delete' ? 'error' : 'default'}
              onClick={() => onAction(action)}
            >
              <Icon fontSize="small" />
            </IconButton>
          </Tooltip>
        );
      })}
    </Stack>
  );
}

/** The instruments the reader sees, shared or their own, with the span of their base timeframe's bars. */
export function InstrumentsGrid({
  grid,
  rows,
  count,
  loading,
  onAction,
}: {
  grid: ServerGridView;
  rows: Instrument[];
  count: number;
  loading: boolean;
  onAction: (instrument: Instrument, action: InstrumentAction) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const day = (value: number | null) => (value === null ? '—' : format.date(value));
  const columns: GridColDef<Instrument>[] = [
    { field: 'symbol', headerName: t('trading.instruments.field.symbol'), minWidth: 100, flex: 0.7 },
    {
      field: 'name',
      headerName: t('trading.instruments.field.name'),
      minWidth: 150,
      flex: 1,
      sortable: false,
    },
    { field: 'market', headerName: t('trading.instruments.field.market'), minWidth: 90, flex: 0.6 },
    {
      field: 'shared',
      headerName: t('trading.instruments.column.access'),
      minWidth: 210,
      flex: 1,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
          <Chip
            size="small"
            variant="outlined"
            color={row.shared ? 'default' : 'primary'}
            label={t(`trading.instruments.access.${row.shared ? 'shared' : 'private'}`)}
          />
          {row.synthetic && <Chip size="small" label={t('trading.instruments.access.synthetic')} />}
        </Stack>
      ),
    },
    {
      field: 'base_timeframe',
      headerName: t('trading.instruments.column.base'),
      minWidth: 120,
      flex: 0.6,
      sortable: false,
      valueGetter: (_value, row) => t(`trading.timeframe.${row.base_timeframe}`),
    },
    {
      field: 'candle_count',
      headerName: t('trading.instruments.column.bars'),
      type: 'number',
      minWidth: 90,
      flex: 0.6,
      sortable: false,
      valueFormatter: (value: number) => format.number(value),
    },
    {
      field: 'first_candle',
      headerName: t('trading.instruments.column.first'),
      minWidth: 150,
      flex: 0.8,
      sortable: false,
      renderCell: ({ row }) => <bdi>{day(row.first_candle)}</bdi>,
    },
    {
      field: 'last_candle',
      headerName: t('trading.instruments.column.last'),
      minWidth: 150,
      flex: 0.8,
      sortable: false,
      renderCell: ({ row }) => <bdi>{day(row.last_candle)}</bdi>,
    },
    {
      field: 'actions',
      headerName: t('trading.instruments.column.actions'),
      minWidth: 130,
      sortable: false,
      renderCell: ({ row }) => <RowActions row={row} onAction={(action) => onAction(row, action)} />,
    },
  ];
  return <ServerDataGrid grid={grid} rows={rows} rowCount={count} loading={loading} columns={columns} />;
}
