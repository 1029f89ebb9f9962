import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, TradeRow } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { download } from '@/shared/files/download.ts';
import { cleanQuery } from '@/shared/api/clean-query.ts';
import { ServerDataGrid } from '@/shared/ui/grid/server-data-grid.tsx';
import { useServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import type { StatFormat } from './stat-format.ts';

/** Where the trades come from: their query for a page, and where their export is (when they have one). */
export interface TradesSource {
  query: (query: object) => {
    queryKey: readonly unknown[];
    queryFn: () => Promise<Page<TradeRow>>;
    staleTime?: number;
  };
  exportTo?: { path: string; fileName: string; onError: (error: unknown) => void };
}

/**
 * A run's (or a paper session's) trades, paged and sorted by the server (the view lives in the URL), with
 * exports when the source has them.
 */
export function TradesGrid({ source, format }: { source: TradesSource; format: StatFormat }) {
  const { t } = useTranslation();
  const grid = useServerGrid();
  const trades = useQuery({ ...source.query(grid.query), placeholderData: keepPreviousData });
  const { exportTo } = source;
  const money = (value: number) => format.money(value);
  const columns: GridColDef<TradeRow>[] = [
    { field: 'n', headerName: t('trading.backtest.trade.n'), width: 70, type: 'number' },
    {
      field: 'size',
      headerName: t('trading.backtest.trade.side'),
      width: 120,
      sortable: false,
      // A paper session's trade opened or closed by hand says so.
      valueGetter: (_value, row) =>
        [
          t(`trading.backtest.trade.${row.size > 0 ? 'long' : 'short'}`),
          row.tag === 'manual' ? `(${t('trading.monitor.manualFill')})` : '',
        ]
          .join(' ')
          .trim(),
    },
    {
      field: 'entry_time',
      headerName: t('trading.backtest.trade.entry'),
      minWidth: 100,
      flex: 1,
      renderCell: ({ value }) => <bdi>{format.day(value as number)}</bdi>,
    },
    {
      field: 'exit_time',
      headerName: t('trading.backtest.trade.exit'),
      minWidth: 100,
      flex: 1,
      renderCell: ({ value }) => <bdi>{format.day(value as number)}</bdi>,
    },
    {
      field: 'entry_price',
      headerName: t('trading.backtest.trade.entryPrice'),
      type: 'number',
      minWidth: 100,
      flex: 1,
      sortable: false,
      valueFormatter: (value: number) => format.price(value),
    },
    {
      field: 'exit_price',
      headerName: t('trading.backtest.trade.exitPrice'),
      type: 'number',
      minWidth: 100,
      flex: 1,
      sortable: false,
      valueFormatter: (value: number) => format.price(value),
    },
    {
      field: 'pnl',
      headerName: t('trading.backtest.trade.pnl'),
      type: 'number',
      minWidth: 130,
      flex: 1,
      valueFormatter: money,
    },
    {
      field: 'return_pct',
      headerName: t('trading.backtest.trade.return'),
      type: 'number',
      minWidth: 90,
      flex: 1,
      valueFormatter: (value: number) => format.fraction(value),
    },
    {
      field: 'duration',
      headerName: t('trading.backtest.trade.duration'),
      type: 'number',
      minWidth: 90,
      flex: 1,
      valueFormatter: (value: number) => format.days(value),
    },
  ];
  const exportAs = (
    { path, fileName, onError }: NonNullable<TradesSource['exportTo']>,
    kind: 'csv' | 'xlsx',
  ) => {
    const params = new URLSearchParams(
      cleanQuery({ format: kind, ordering: grid.criteria.ordering }) as Record<string, string>,
    );
    download(`${path}?${params}`, `${fileName}.${kind}`).catch(onError);
  };

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="h6" component="h3" sx={{ flex: 1 }}>
          {t('trading.backtest.result.trades')}
        </Typography>
        {(exportTo ? (['csv', 'xlsx'] as const) : []).map((kind) => (
          <Button
            key={kind}
            size="small"
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            onClick={() => exportAs(exportTo!, kind)}
          >
            {t(kind === 'csv' ? 'trading.backtest.result.exportCsv' : 'trading.backtest.result.exportXlsx')}
          </Button>
        ))}
      </Stack>
      <ServerDataGrid
        grid={grid}
        rows={trades.data?.results ?? []}
        rowCount={trades.data?.count ?? 0}
        loading={trades.isFetching}
        getRowId={(row) => row.n}
        columns={columns}
      />
    </>
  );
}
