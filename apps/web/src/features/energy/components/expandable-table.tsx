import { Fragment, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import KeyboardArrowDownOutlined from '@mui/icons-material/KeyboardArrowDownOutlined';
import KeyboardArrowUpOutlined from '@mui/icons-material/KeyboardArrowUpOutlined';
import { useTranslation } from 'react-i18next';

export interface ExpandableRow {
  id: string;
  /** What the row is, for the toggle's accessible name ("2026-05", "lote 2025-09"). */
  label: string;
  cells: ReactNode[];
  detail: ReactNode;
}

/**
 * A short table (a few dozen rows) whose rows open to show their detail below them; the toggle is a button
 * in the row, reachable by keyboard, saying whether the detail is open.
 */
export function ExpandableTable({
  head,
  numeric,
  rows,
  testId,
}: {
  head: string[];
  /** Columns aligned to the end (figures). */
  numeric: boolean[];
  rows: ExpandableRow[];
  testId?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Set<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <TableContainer data-testid={testId}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            {head.map((label, i) => (
              <TableCell key={label} align={numeric[i] ? 'right' : 'left'}>
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const expanded = open.has(row.id);
            const detailId = `detail-${testId ?? 'row'}-${row.id}`;
            return (
              <Fragment key={row.id}>
                <TableRow hover sx={{ '& > td': { borderBottom: expanded ? 0 : undefined } }}>
                  <TableCell padding="checkbox">
                    <IconButton
                      size="small"
                      aria-expanded={expanded}
                      aria-controls={detailId}
                      aria-label={t(expanded ? 'energy.detail.hide' : 'energy.detail.show', {
                        row: row.label,
                      })}
                      onClick={() => toggle(row.id)}
                    >
                      {expanded ? <KeyboardArrowUpOutlined /> : <KeyboardArrowDownOutlined />}
                    </IconButton>
                  </TableCell>
                  {row.cells.map((cell, i) => (
                    <TableCell key={i} align={numeric[i] ? 'right' : 'left'}>
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
                <TableRow>
                  <TableCell
                    colSpan={head.length + 1}
                    sx={{ py: 0, ...(expanded ? {} : { borderBottom: 0 }) }}
                  >
                    <Collapse in={expanded} unmountOnExit>
                      <Box id={detailId} sx={{ py: 2 }}>
                        {row.detail}
                      </Box>
                    </Collapse>
                  </TableCell>
                </TableRow>
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
