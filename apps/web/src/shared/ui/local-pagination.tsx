import TablePagination from '@mui/material/TablePagination';
import { PAGE_SIZES } from '@alvorada/contracts';
import { usePaginationLabels } from '@/shared/ui/use-pagination-labels.ts';

/**
 * Page (from 0) and page size of a list its component holds rather than the URL, with the spec's sizes and
 * texts; a new size starts again on the first page.
 */
export function LocalPagination({
  count,
  page,
  pageSize,
  onChange,
  edges,
}: {
  count: number;
  page: number;
  pageSize: number;
  onChange: (page: number, pageSize: number) => void;
  /** Buttons to the first and the last page too. */
  edges?: boolean;
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
      {...labels}
    />
  );
}
