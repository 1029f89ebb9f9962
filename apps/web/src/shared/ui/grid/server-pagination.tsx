import type { SxProps, Theme } from '@mui/material/styles';
import { LocalPagination } from '@/shared/ui/local-pagination.tsx';
import type { ServerGridView } from './use-server-grid.ts';

/** Page and page size of a server list that is not a grid (a mailbox), kept in the URL by `grid`. */
export function ServerPagination({
  grid,
  count,
  edges,
  sx,
}: {
  grid: ServerGridView;
  count: number;
  /** Buttons to the first and the last page too. */
  edges?: boolean;
  sx?: SxProps<Theme>;
}) {
  const { page, pageSize } = grid.paginationModel;
  return (
    <LocalPagination
      count={count}
      page={page}
      pageSize={pageSize}
      onChange={(next, size) => grid.setPaginationModel({ page: next, pageSize: size })}
      edges={edges}
      sx={sx}
    />
  );
}
