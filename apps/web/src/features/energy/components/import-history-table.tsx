import type { GridColDef } from '@mui/x-data-grid';
import type { ImportRecord } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { ServerDataGrid } from '@/shared/ui/grid/server-data-grid.tsx';
import { useServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import { useImportHistory } from '@/features/energy/api/import-api.ts';
import { ListExportBar } from './list-export-bar.tsx';

/** The files landed and the readings pulled, newest first, paged by the server, and their export. */
export function ImportHistoryTable() {
  const { t } = useTranslation();
  const format = useFormatters();
  const grid = useServerGrid();
  const history = useImportHistory(grid.query);
  const column = (key: string) => t(`energy.imports.history.${key}`);
  const columns: GridColDef<ImportRecord>[] = [
    {
      field: 'created_at',
      headerName: column('when'),
      width: 190,
      valueFormatter: (value: string) => format.dateTime(value),
    },
    {
      field: 'kind',
      headerName: column('kind'),
      width: 190,
      sortable: false,
      valueFormatter: (value: string) => t(`energy.imports.kinds.${value}`),
    },
    {
      field: 'source_id',
      headerName: column('origin'),
      width: 160,
      sortable: false,
      // A file an operator imported, or readings a plant's generation source pulled from its portal.
      valueFormatter: (value: number | null) => t(`energy.readingSource.${value === null ? 'CSV' : 'API'}`),
    },
    { field: 'file_name', headerName: column('file'), flex: 1, minWidth: 200, sortable: false },
    {
      field: 'rows',
      headerName: column('rows'),
      type: 'number',
      width: 110,
      sortable: false,
      valueFormatter: (value: number) => format.number(value),
    },
  ];
  return (
    <>
      <ListExportBar
        path="/energy/imports/export/"
        name="importacoes"
        query={grid.query}
        empty={!history.data?.count}
      />
      <ServerDataGrid
        grid={grid}
        rows={history.data?.results ?? []}
        rowCount={history.data?.count ?? 0}
        loading={history.isFetching}
        columns={columns}
        getRowId={(row) => row.id}
      />
    </>
  );
}
