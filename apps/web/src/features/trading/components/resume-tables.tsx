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

/** A column: its header under `trading.resume.column`, its cells, and whether they hold figures (aligned at the end). */
type Column<T> = { key: string; numeric?: boolean; cell: (row: T) => ReactNode };
const figure = <T,>(key: string, cell: (row: T) => ReactNode): Column<T> => ({ key, cell, numeric: true });

type TableProps<T> = { rows: T[]; format: ResumeFormat; empty: string };

/** A short table running to the card's edges, or what to say when it has no rows. */
function SummaryTable<T extends { id: number }>({
  columns,
  rows,
  empty,
}: Omit<TableProps<T>, 'format'> & { columns: Column<T>[] }) {
  const { t } = useTranslation();
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
                {t(`trading.resume.column.${c.key}`)}
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

/** A gain or a loss, in its colour. */
const Signed = ({ value, children }: { value: number | null; children: ReactNode }) => (
  <Box component="span" sx={signed(value)}>
    {children}
  </Box>
);

/** Backtests with their return, deepest drawdown, exposure and trades; each opens in the backtest lab. */
export function ResumeBacktestsTable({ rows, format, empty }: TableProps<ResumeBacktest>) {
  const { t } = useTranslation();
  const columns: Column<ResumeBacktest>[] = [
    {
      key: 'strategy',
      cell: (b) => (
        <Opening
          to={`/automations/paracima/backtest?run=${b.id}`}
          title={b.strategy_name}
          hidden={t('trading.resume.openBacktest', { id: b.id })}
          detail={`${b.symbol} · ${t(`trading.timeframe.${b.timeframe}`)}`}
        />
      ),
    },
    figure('return', (b) => <Signed value={b.return_pct}>{format.percent(b.return_pct)}</Signed>),
    figure('drawdown', (b) => format.percent(b.max_drawdown_pct)),
    figure('exposure', (b) => format.percent(b.exposure_pct)),
    figure('trades', (b) => (b.trade_count === null ? '—' : format.number(b.trade_count))),
  ];
  return <SummaryTable rows={rows} empty={empty} columns={columns} />;
}

/** Paper sessions with their state, trades, equity and profit; each opens in the strategy monitor. */
export function ResumeSessionsTable({ rows, format, empty }: TableProps<ResumeSession>) {
  const { t } = useTranslation();
  const columns: Column<ResumeSession>[] = [
    {
      key: 'session',
      cell: (s) => (
        <Opening
          to={`/automations/paracima/StrategyMonitor?session=${s.id}`}
          title={s.name || t('trading.resume.sessions.unnamed', { id: s.id })}
          detail={`${s.strategy_name} · ${s.symbol} · ${t(`trading.timeframe.${s.timeframe}`)}`}
        />
      ),
    },
    { key: 'state', cell: (s) => <RunStateChip state={s.state} /> },
    figure('trades', (s) => format.number(s.trade_count)),
    figure('equity', (s) => format.money(s.equity, s.currency)),
    figure('pnl', (s) => (
      <Signed value={s.pnl}>
        <span data-session-pnl={s.id}>{format.signedMoney(s.pnl, s.currency)}</span>
      </Signed>
    )),
  ];
  return <SummaryTable rows={rows} empty={empty} columns={columns} />;
}
