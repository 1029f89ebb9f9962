import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { alpha, useTheme } from '@mui/material/styles';
import type { BacktestReport } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';

const MONTHS = Array.from({ length: 12 }, (_, m) => Date.UTC(2001, m, 1));
/** The strongest tint, on the largest return: the text keeps its contrast on it in both modes. */
const STRONGEST = 0.55;

/**
 * Each month's return in a year × month table, with the year's in the last column: green for a gain and red
 * for a loss, the stronger the larger (against the largest of the table).
 */
export function MonthlyReturnsTable({ monthly }: { monthly: BacktestReport['monthly'] }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'short', timeZone: 'UTC' });
  const longMonth = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
  const percent = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const percentTitle = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const year = new Intl.NumberFormat(i18n.language, { useGrouping: false });
  const widest = Math.max(0.01, ...monthly.flatMap((y) => y.months.map((r) => Math.abs(r ?? 0))));
  const tint = (r: number) => {
    const strength = Math.min(1, Math.abs(r) / widest) * STRONGEST;
    return alpha(r < 0 ? theme.palette.error.main : theme.palette.success.main, strength);
  };
  const cell = (r: number | null, label: string, total = false) =>
    r === null ? (
      <TableCell key={label} align="center" aria-label={`${label}: —`} />
    ) : (
      <TableCell
        key={label}
        align="center"
        sx={{
          bgcolor: tint(r),
          color: 'text.primary',
          fontVariantNumeric: 'tabular-nums',
          fontWeight: total ? 600 : undefined,
        }}
        title={`${label}: ${percentTitle.format(r)}`}
      >
        {percent.format(r * 100)}
      </TableCell>
    );
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={t('trading.backtest.report.monthlyTable')}
        sx={{ '& td, & th': { px: 0.75 } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('trading.backtest.report.year')}</TableCell>
            {MONTHS.map((time) => (
              <TableCell key={time} align="center" abbr={longMonth.format(time)}>
                {monthName.format(time)}
              </TableCell>
            ))}
            <TableCell align="center">{t('trading.backtest.report.yearTotal')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {monthly.map((row) => (
            <TableRow key={row.year}>
              <TableCell component="th" scope="row">
                {year.format(row.year)}
              </TableCell>
              {row.months.map((r, m) => cell(r, `${longMonth.format(MONTHS[m]!)} ${year.format(row.year)}`))}
              {cell(row.total, t('trading.backtest.report.yearOf', { year: year.format(row.year) }), true)}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
