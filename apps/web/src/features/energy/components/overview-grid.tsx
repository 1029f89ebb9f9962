import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { PAGE_SIZES } from '@alvorada/contracts';
import { useGridLocaleText } from '@/shared/ui/grid/use-grid-locale-text.ts';

/** A summary's table (a few hundred rows at most): sorted and paged in the browser, 10 rows a page. */
export function OverviewGrid<Row extends GridValidRowModel>(
  props: Pick<DataGridProps<Row>, 'rows' | 'columns' | 'getRowId' | 'initialState'>,
) {
  const localeText = useGridLocaleText();
  return (
    <DataGrid
      {...props}
      localeText={localeText}
      pageSizeOptions={[...PAGE_SIZES]}
      initialState={{ pagination: { paginationModel: { pageSize: 10 } }, ...props.initialState }}
      disableColumnFilter
      disableRowSelectionOnClick
      autoHeight
      sx={{ border: 0 }}
    />
  );
}
