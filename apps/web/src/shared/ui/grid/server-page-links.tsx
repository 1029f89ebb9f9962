import { PageLinks } from '@/shared/ui/page-links.tsx';
import type { ServerGridView } from './use-server-grid.ts';

/** Numbered page links under a server list of cards or lines, its page kept in the URL by `grid`. */
export function ServerPageLinks({ grid, count, mt }: { grid: ServerGridView; count: number; mt?: number }) {
  const { page, pageSize } = grid.paginationModel;
  return (
    <PageLinks
      pages={Math.ceil(count / pageSize)}
      page={page + 1}
      onChange={(next) => grid.setPaginationModel({ page: next - 1, pageSize })}
      mt={mt}
    />
  );
}
