import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { BacktestReport } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import type { StatFormat } from './stat-format.ts';

/** The deepest drawdowns: from the peak to the lowest point and back to the peak, or not back yet. */
export function DrawdownsTable({
  drawdowns,
  format,
}: {
  drawdowns: BacktestReport['drawdowns'];
  format: StatFormat;
}) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  if (drawdowns.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('trading.backtest.report.noDrawdowns')}
      </Typography>
    );
  const column = (key: string) => t(`trading.backtest.report.drawdown.${key}`);
  return (
    <TableContainer>
      <Table size="small" aria-label={t('trading.backtest.report.drawdowns')}>
        <TableHead>
          <TableRow>
            <TableCell>{column('rank')}</TableCell>
            <TableCell>{column('start')}</TableCell>
            <TableCell>{column('valley')}</TableCell>
            <TableCell>{column('recovery')}</TableCell>
            <TableCell align="right">{column('depth')}</TableCell>
            <TableCell align="right">{column('duration')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {drawdowns.map((d, i) => (
            <TableRow key={d.start}>
              <TableCell component="th" scope="row">
                {number(i + 1)}
              </TableCell>
              <TableCell>{format.day(d.start)}</TableCell>
              <TableCell>{format.day(d.valley)}</TableCell>
              <TableCell>
                {d.recovery === null ? (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {column('notRecovered')}
                  </Typography>
                ) : (
                  format.day(d.recovery)
                )}
              </TableCell>
              <TableCell align="right">{format.fraction(-d.depth)}</TableCell>
              <TableCell align="right">{format.days(d.duration)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
