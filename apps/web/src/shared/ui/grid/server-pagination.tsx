import TablePagination from '@mui/material/TablePagination';
import type { SxProps, Theme } from '@mui/material/styles';
import { PAGE_SIZES } from '@alvorada/contracts';
import { usePaginationLabels } from '@/shared/ui/use-pagination-labels.ts';
import type { ServerGridView } from './use-server-grid.ts';

/** Page and page size of a server list that is not a grid (a mailbox), kept in the URL by `grid`. */
export function ServerPagination({
  grid,
  count,
  sx,
}: {
  grid: ServerGridView;
  count: number;
  sx?: SxProps<Theme>;
}) {
  const labels = usePaginationLabels();
  const { page, pageSize } = grid.paginationModel;
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      onPageChange={(_, next) => grid.setPaginationModel({ page: next, pageSize })}
      rowsPerPage={pageSize}
      onRowsPerPageChange={(e) => grid.setPaginationModel({ page: 0, pageSize: Number(e.target.value) })}
      rowsPerPageOptions={[...PAGE_SIZES]}
      sx={sx}
      {...labels}
    />
  );
}
