import type { TextFieldProps } from '@mui/material/TextField';
import { SearchField } from '@/shared/ui/search-field.tsx';
import type { ServerGrid } from './use-server-grid.ts';

/** The search box of a server-paged list: its text is the grid's, kept in the URL. */
export function GridSearchField({
  grid,
  ...props
}: Omit<TextFieldProps, 'onChange' | 'type' | 'value'> & {
  grid: Pick<ServerGrid, 'searchInput' | 'setSearchInput'>;
}) {
  return <SearchField {...props} value={grid.searchInput} onSearch={grid.setSearchInput} />;
}
