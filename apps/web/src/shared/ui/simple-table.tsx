import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { scrollRegion } from './scroll-region.ts';

/**
 * A table of a few rows held in the page (no paging from the server, which `ServerDataGrid` does): `head` the
 * cells of its one header row (none: no header), `children` the body's rows. Wider than its place, it scrolls,
 * and a keyboard can scroll it.
 */
export function SimpleTable({
  head,
  children,
  size,
  label,
}: {
  head?: ReactNode;
  children: ReactNode;
  size?: 'small' | 'medium';
  /** The table's accessible name, where no heading names it. */
  label?: string;
}) {
  return (
    <TableContainer {...scrollRegion(label)}>
      <Table size={size} aria-label={label}>
        {head && (
          <TableHead>
            <TableRow>{head}</TableRow>
          </TableHead>
        )}
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
