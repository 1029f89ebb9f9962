import TablePagination from '@mui/material/TablePagination';
import type { SxProps, Theme } from '@mui/material/styles';
import { PAGE_SIZES } from '@alvorada/contracts';
import { usePaginationLabels } from '@/shared/ui/use-pagination-labels.ts';

/**
 * Page (from 0) and page size of a list, with the spec's sizes and texts; a new size starts again on the
 * first page. A list its component holds uses it as it is, a server list through `ServerPagination`.
 */
export function LocalPagination({
  count,
  page,
  pageSize,
  onChange,
  edges,
  sx,
}: {
  count: number;
  page: number;
  pageSize: number;
  onChange: (page: number, pageSize: number) => void;
  /** Buttons to the first and the last page too. */
  edges?: boolean;
  sx?: SxProps<Theme>;
}) {
  const labels = usePaginationLabels();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      onPageChange={(_, next) => onChange(next, pageSize)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...PAGE_SIZES]}
      onRowsPerPageChange={(event) => onChange(0, Number(event.target.value))}
      showFirstButton={edges}
      showLastButton={edges}
      sx={sx}
      {...labels}
    />
  );
}
