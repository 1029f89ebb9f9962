import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PaperSession } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import type { StatFormat } from '@/features/trading/components/stat-format.ts';
import { pnlColor } from './session-figures.tsx';

/** The paper account's open trades with their resting stop-loss and take-profit, valued at the last price. */
export function OpenPosition({ session, format }: { session: PaperSession; format: StatFormat }) {
  const { t } = useTranslation();
  const formatters = useFormatters();
  if (session.open_trades.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('trading.monitor.noPosition')}
      </Typography>
    );
  const price = (value: number | null) => (value === null ? '—' : format.price(value));
  return (
    <TableContainer>
      <Table size="small" aria-label={t('trading.monitor.position')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('trading.backtest.trade.side')}</TableCell>
            <TableCell align="right">{t('trading.backtest.trade.size')}</TableCell>
            <TableCell>{t('trading.backtest.trade.entry')}</TableCell>
            <TableCell align="right">{t('trading.backtest.trade.entryPrice')}</TableCell>
            <TableCell align="right">{t('trading.monitor.sl')}</TableCell>
            <TableCell align="right">{t('trading.monitor.tp')}</TableCell>
            <TableCell align="right">{t('trading.monitor.openPnl')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {session.open_trades.map((trade, i) => {
            const open =
              session.last_price === null ? null : (session.last_price - trade.entry_price) * trade.size;
            return (
              <TableRow key={`${trade.entry_bar}-${i}`}>
                <TableCell>{t(`trading.backtest.trade.${trade.size > 0 ? 'long' : 'short'}`)}</TableCell>
                <TableCell align="right">{formatters.number(Math.abs(trade.size))}</TableCell>
                <TableCell>
                  <bdi>{format.day(trade.entry_time)}</bdi>
                </TableCell>
                <TableCell align="right">{price(trade.entry_price)}</TableCell>
                <TableCell align="right">{price(trade.sl)}</TableCell>
                <TableCell align="right">{price(trade.tp)}</TableCell>
                <TableCell align="right" sx={open === null ? undefined : pnlColor(open)}>
                  <bdi>{open === null ? '—' : format.signedMoney(open)}</bdi>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
