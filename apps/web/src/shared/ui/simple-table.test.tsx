import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { describe, expect, it } from 'vitest';
import { SimpleTable } from './simple-table.tsx';

const rows = (
  <TableRow>
    <TableCell>1</TableCell>
  </TableRow>
);

describe('a simple table', () => {
  it('scrolls in a region the keyboard reaches, named as the table', async () => {
    render(<SimpleTable label="Faturas">{rows}</SimpleTable>);
    const region = screen.getByRole('region', { name: 'Faturas' });
    expect(region.contains(screen.getByRole('table', { name: 'Faturas' }))).toBe(true);
    await userEvent.tab();
    expect(document.activeElement).toBe(region);
  });

  it('without a name, its scrolling container still takes the focus', async () => {
    render(<SimpleTable>{rows}</SimpleTable>);
    expect(screen.queryByRole('region')).toBeNull();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('table').parentElement);
  });
});
