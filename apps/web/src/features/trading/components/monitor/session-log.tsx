import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { SessionEvent } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { ServerPagination } from '@/shared/ui/grid/server-pagination.tsx';
import { useServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import { sessionEventsQuery } from '@/features/trading/api/sessions-api.ts';
import type { StatFormat } from '@/features/trading/components/stat-format.ts';
import { pnlColor } from './session-figures.tsx';

/**
 * A log entry's name: a fill is a buy or a sell, as is a manual order; the others are the session's changes
 * of state and its force-exits.
 */
const eventKey = (e: SessionEvent) => {
  const side = (e.size ?? 0) > 0 ? 'buy' : 'sell';
  if (e.kind === 'fill') return `trading.monitor.event.${side}`;
  if (e.kind === 'manual_order') return `trading.monitor.event.manual_order_${side}`;
  return `trading.monitor.event.${e.kind}`;
};

/** The log's parameters in the URL (`log_page`, `log_page_size`), beside the sessions list's. */
export const LOG_PREFIX = 'log_';

/** The session's log, newest first and paged: its fills (size, price, result) and its changes of state. */
export function SessionLog({ sessionId, format }: { sessionId: number; format: StatFormat }) {
  const { t } = useTranslation();
  const formatters = useFormatters();
  const grid = useServerGrid([], { prefix: LOG_PREFIX });
  const events = useQuery(
    sessionEventsQuery(sessionId, { page: grid.query.page, page_size: grid.query.page_size }),
  );

  if (events.isError)
    return <LoadError message={applyServerErrors(events.error, t)} onRetry={() => void events.refetch()} />;
  const rows = events.data?.results ?? [];
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={t('trading.monitor.log')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('trading.monitor.logColumn.event')}</TableCell>
              <TableCell>{t('trading.monitor.logColumn.bar')}</TableCell>
              <TableCell align="right">{t('trading.monitor.logColumn.size')}</TableCell>
              <TableCell align="right">{t('trading.monitor.logColumn.price')}</TableCell>
              <TableCell align="right">{t('trading.monitor.logColumn.pnl')}</TableCell>
              <TableCell>{t('trading.monitor.logColumn.at')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((e) => (
              <TableRow key={e.seq} data-event={e.kind}>
                <TableCell>
                  {t(eventKey(e))}
                  {e.kind === 'fill' && e.manual && (
                    <Chip
                      size="small"
                      variant="outlined"
                      label={t('trading.monitor.manualFill')}
                      sx={{ mx: 1 }}
                    />
                  )}
                </TableCell>
                <TableCell>
                  <bdi>{e.bar_time === null ? '—' : format.day(e.bar_time)}</bdi>
                </TableCell>
                <TableCell align="right">
                  {e.size === null ? '' : formatters.number(Math.abs(e.size))}
                </TableCell>
                <TableCell align="right">{e.price === null ? '' : format.price(e.price)}</TableCell>
                <TableCell align="right" sx={e.pnl === null ? undefined : pnlColor(e.pnl)}>
                  <bdi>{e.pnl === null ? '' : format.signedMoney(e.pnl)}</bdi>
                </TableCell>
                <TableCell>
                  <bdi>{formatters.dateTime(e.at)}</bdi>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {events.isSuccess && rows.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          {t('trading.monitor.logEmpty')}
        </Typography>
      )}
      <ServerPagination grid={grid} count={events.data?.count ?? 0} />
    </>
  );
}
