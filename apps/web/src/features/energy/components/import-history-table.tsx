import type { GridColDef } from '@mui/x-data-grid';
import type { ImportRecord } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { ServerDataGrid } from '@/shared/ui/grid/server-data-grid.tsx';
import { useServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import { useImportHistory } from '@/features/energy/api/import-api.ts';
import { ListExportBar } from './list-export-bar.tsx';

/** What the history tells of a landed file: each a column of the list and a line of the file's panel. */
export function useImportFields() {
  const { t } = useTranslation();
  const format = useFormatters();
  const field = (
    name: keyof ImportRecord,
    label: string,
    text: (row: ImportRecord) => string,
    column: Omit<GridColDef<ImportRecord>, 'field'>,
  ) => ({ name, label: t(`energy.imports.history.${label}`), text, column });
  return [
    field('created_at', 'when', (row) => format.dateTime(row.created_at), { width: 190 }),
    field('kind', 'kind', (row) => t(`energy.imports.kinds.${row.kind}`), { width: 190, sortable: false }),
    // A file an operator imported, or readings a plant's generation source pulled from its portal.
    field(
      'source_id',
      'origin',
      (row) => t(`energy.readingSource.${row.source_id === null ? 'CSV' : 'API'}`),
      {
        width: 160,
        sortable: false,
      },
    ),
    field('file_name', 'file', (row) => row.file_name, { flex: 1, minWidth: 200, sortable: false }),
    field('rows', 'rows', (row) => format.number(row.rows), { type: 'number', width: 110, sortable: false }),
  ];
}

/**
 * The files landed and the readings pulled, newest first, paged by the server, and their export; the file the
 * address opens (`highlighted`) stands out when the page shows it.
 */
export function ImportHistoryTable({ highlighted }: { highlighted?: number | null }) {
  const grid = useServerGrid();
  const history = useImportHistory(grid.query);
  const columns: GridColDef<ImportRecord>[] = useImportFields().map(({ name, label, text, column }) => ({
    field: name,
    headerName: label,
    valueFormatter: (_value, row) => text(row),
    ...column,
  }));
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
        getRowClassName={({ id }) => (id === highlighted ? 'Mui-selected' : '')}
      />
    </>
  );
}
