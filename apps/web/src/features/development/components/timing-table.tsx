import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Timing } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';

/** The slowest routes or statements of the window, by p95, with their counts and errors. */
export function TimingTable({ rows, label, empty }: { rows: Timing[]; label: string; empty: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const ms = (v: number) => format.withUnit(Math.round(v * 10) / 10, 'ms');
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{label}</TableCell>
          <TableCell align="right">{t('development.performance.count')}</TableCell>
          <TableCell align="right">{t('development.performance.errors')}</TableCell>
          <TableCell align="right">{t('development.performance.p50')}</TableCell>
          <TableCell align="right">{t('development.performance.p95')}</TableCell>
          <TableCell align="right">{t('development.performance.p99')}</TableCell>
          <TableCell align="right">{t('development.performance.max')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell
              dir="ltr"
              sx={{
                fontFamily: 'monospace',
                fontSize: 12,
                maxWidth: 480,
                wordBreak: 'break-word',
                textAlign: 'left',
              }}
            >
              {row.key}
            </TableCell>
            <TableCell align="right">{format.number(row.count)}</TableCell>
            <TableCell align="right">{format.number(row.errors)}</TableCell>
            <TableCell align="right">{ms(row.p50)}</TableCell>
            <TableCell align="right">{ms(row.p95)}</TableCell>
            <TableCell align="right">{ms(row.p99)}</TableCell>
            <TableCell align="right">{ms(row.max_ms)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
