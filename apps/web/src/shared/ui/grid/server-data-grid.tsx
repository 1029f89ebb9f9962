import { useState } from 'react';
import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { PAGE_SIZES } from '@alvorada/contracts';
import { useGridLocaleText } from './use-grid-locale-text.ts';
import type { ServerGridView } from './use-server-grid.ts';

type Controlled =
  | 'paginationMode'
  | 'sortingMode'
  | 'filterMode'
  | 'paginationModel'
  | 'onPaginationModelChange'
  | 'sortModel'
  | 'onSortModelChange'
  | 'pageSizeOptions'
  | 'localeText';

/**
 * A data grid whose server pages, sorts and filters: the view comes from `grid` (the URL), with the spec's
 * page sizes and texts. The grid only shows the page it is given.
 */
export function ServerDataGrid<R extends GridValidRowModel>({
  grid,
  rowCount,
  ...props
}: Omit<DataGridProps<R>, Controlled> & { grid: ServerGridView; rowCount: number }) {
  const localeText = useGridLocaleText();
  // While a page loads the grid keeps the count it had: told 0 rows, it would go back to the first page.
  const [known, setKnown] = useState(rowCount);
  if (!props.loading && rowCount !== known) setKnown(rowCount);
  return (
    <DataGrid
      rowCount={props.loading ? known : rowCount}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      paginationModel={grid.paginationModel}
      onPaginationModelChange={grid.setPaginationModel}
      sortModel={grid.sortModel}
      onSortModelChange={grid.setSortModel}
      pageSizeOptions={[...PAGE_SIZES]}
      localeText={localeText}
      disableColumnFilter
      disableRowSelectionOnClick
      autoHeight
      sx={{ border: 0 }}
      {...props}
    />
  );
}
