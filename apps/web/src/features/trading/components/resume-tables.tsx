import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { ResumeBacktest, ResumeSession } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '@/shared/ui/visually-hidden.ts';
import { readableShade } from '@/shared/ui/contrast.ts';
import { RunStateChip } from './run-state-chip.tsx';
import type { ResumeFormat } from './resume-format.ts';

/** A gain in green, a loss in red, both readable on the card. */
const signed = (value: number | null) => (theme: Theme) =>
  value
    ? {
        color: readableShade(
          theme.palette[value > 0 ? 'success' : 'error'].main,
          theme.palette.background.paper,
        ),
      }
    : {};

type Column<T> = { key: string; label: string; numeric?: boolean; cell: (row: T) => ReactNode };

/** A short table running to the card's edges, or what to say when it has no rows. */
function SummaryTable<T extends { id: number }>({
  columns,
  rows,
  empty,
}: {
  columns: Column<T>[];
  rows: T[];
  empty: string;
}) {
  if (!rows.length)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {empty}
      </Typography>
    );
  return (
    <Box sx={{ mx: -2, overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.numeric ? 'right' : 'left'}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              {columns.map((c) => (
                <TableCell key={c.key} align={c.numeric ? 'right' : 'left'}>
                  {c.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The strategy and where it ran, linked to the record it summarises. */
function Opening({
  to,
  title,
  detail,
  hidden,
}: {
  to: string;
  title: string;
  detail: string;
  hidden?: string;
}) {
  return (
    <>
      <Link component={RouterLink} to={to} sx={{ fontWeight: 500 }}>
        {title}
        {hidden && <Box component="span" sx={visuallyHidden}>{` (${hidden})`}</Box>}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {detail}
      </Typography>
    </>
  );
}

/** Backtests with their return, deepest drawdown, exposure and trades; each opens in the backtest lab. */
export function ResumeBacktestsTable({
  rows,
  format,
  empty,
}: {
  rows: ResumeBacktest[];
  format: ResumeFormat;
  empty: string;
}) {
  const { t } = useTranslation();
  const column = (key: string) => t(`trading.resume.column.${key}`);
  return (
    <SummaryTable
      rows={rows}
      empty={empty}
      columns={[
        {
          key: 'strategy',
          label: column('strategy'),
          cell: (b) => (
            <Opening
              to={`/automations/paracima/backtest?run=${b.id}`}
              title={b.strategy_name}
              hidden={t('trading.resume.openBacktest', { id: b.id })}
              detail={`${b.symbol} · ${t(`trading.timeframe.${b.timeframe}`)}`}
            />
          ),
        },
        {
          key: 'return',
          label: column('return'),
          numeric: true,
          cell: (b) => (
            <Box component="span" sx={signed(b.return_pct)}>
              {format.percent(b.return_pct)}
            </Box>
          ),
        },
        {
          key: 'drawdown',
          label: column('drawdown'),
          numeric: true,
          cell: (b) => format.percent(b.max_drawdown_pct),
        },
        {
          key: 'exposure',
          label: column('exposure'),
          numeric: true,
          cell: (b) => format.percent(b.exposure_pct),
        },
        {
          key: 'trades',
          label: column('trades'),
          numeric: true,
          cell: (b) => (b.trade_count === null ? '—' : format.number(b.trade_count)),
        },
      ]}
    />
  );
}

/** Paper sessions with their state, trades, equity and profit; each opens in the strategy monitor. */
export function ResumeSessionsTable({
  rows,
  format,
  empty,
}: {
  rows: ResumeSession[];
  format: ResumeFormat;
  empty: string;
}) {
  const { t } = useTranslation();
  const column = (key: string) => t(`trading.resume.column.${key}`);
  return (
    <SummaryTable
      rows={rows}
      empty={empty}
      columns={[
        {
          key: 'session',
          label: column('session'),
          cell: (s) => (
            <Opening
              to={`/automations/paracima/StrategyMonitor?session=${s.id}`}
              title={s.name || t('trading.resume.sessions.unnamed', { id: s.id })}
              detail={`${s.strategy_name} · ${s.symbol} · ${t(`trading.timeframe.${s.timeframe}`)}`}
            />
          ),
        },
        { key: 'state', label: column('state'), cell: (s) => <RunStateChip state={s.state} /> },
        { key: 'trades', label: column('trades'), numeric: true, cell: (s) => format.number(s.trade_count) },
        {
          key: 'equity',
          label: column('equity'),
          numeric: true,
          cell: (s) => format.money(s.equity, s.currency),
        },
        {
          key: 'pnl',
          label: column('pnl'),
          numeric: true,
          cell: (s) => (
            <Box component="span" sx={signed(s.pnl)} data-session-pnl={s.id}>
              {format.signedMoney(s.pnl, s.currency)}
            </Box>
          ),
        },
      ]}
    />
  );
}
