import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { GridSearchField } from '@/shared/ui/grid/grid-search-field.tsx';
import type { ServerGrid } from '@/shared/ui/grid/use-server-grid.ts';

/** The search box (and any filter beside it) above an overview's server-paged table; the text lives in the URL. */
export function TableSearch({
  grid,
  label,
  children,
}: {
  grid: Pick<ServerGrid, 'searchInput' | 'setSearchInput'>;
  label: string;
  children?: ReactNode;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ px: 2, pb: 2 }}>
      <GridSearchField grid={grid} size="small" label={label} sx={{ minWidth: { sm: 280 } }} />
      {children}
    </Stack>
  );
}
