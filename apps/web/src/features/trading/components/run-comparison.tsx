import { lazy } from 'react';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useQueries } from '@tanstack/react-query';
import type { Backtest } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { ChartCard } from './chart-card.tsx';
import { api } from '@/shared/api/client.ts';
import { tradingKeys } from '@/shared/api/query-keys.ts';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { SimpleTable } from '@/shared/ui/simple-table.tsx';
import { useFormatters } from '@/shared/i18n/format.ts';
import { useInstruments } from '@/features/trading/api/trading-api.ts';
import { runLabel } from './run-label.ts';
import { makeStatFormat, STAT_KEYS, STAT_NAMES } from './stat-format.ts';

const ReturnsChart = lazy(() => import('./returns-chart.tsx'));

/** Two to four finished backtests side by side: every statistic in one table, the returns on one chart. */
export function RunComparison({ ids }: { ids: number[] }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const instruments = useInstruments();
  const queries = useQueries({
    queries: ids.map((id) => ({
      queryKey: tradingKeys.run('backtest', id),
      queryFn: () => api<Backtest>(`/trading/backtests/${id}/`),
    })),
  });
  const failed = queries.find((q) => q.isError);
  if (failed)
    return (
      <LoadError
        message={applyServerErrors(failed.error, t)}
        onRetry={() => queries.forEach((q) => void q.refetch())}
      />
    );
  if (queries.some((q) => q.isPending)) return <Skeleton variant="rounded" height={320} />;
  const runs = queries.map((q) => q.data!);
  // Amounts of runs on different instruments may be in different currencies: each column formats its own.
  const currency = (run: Backtest) =>
    instruments.data?.results.find((i) => i.id === run.instrument_id)?.currency ?? 'USD';
  const formats = runs.map((run) => makeStatFormat(i18n.language, currency(run), format));

  return (
    <Stack spacing={2}>
      <ChartCard title={t('trading.compare.title', { count: runs.length })} height={320} heading="h2">
        <ReturnsChart runs={runs} />
      </ChartCard>
      <Card>
        <SimpleTable
          size="small"
          label={t('trading.compare.table')}
          head={
            <>
              <TableCell>{t('trading.compare.statistic')}</TableCell>
              {runs.map((run) => (
                <TableCell key={run.id} align="right">
                  {runLabel(run)}
                </TableCell>
              ))}
            </>
          }
        >
          {STAT_NAMES.filter((name) => runs.some((run) => run.stats && name in run.stats)).map((name) => (
            <TableRow key={name}>
              <TableCell component="th" scope="row">
                <Tooltip
                  title={t(`trading.stats.${STAT_KEYS[name]}.def`)}
                  placement="top-start"
                  describeChild
                >
                  <span tabIndex={0}>{t(`trading.stats.${STAT_KEYS[name]}.label`)}</span>
                </Tooltip>
              </TableCell>
              {runs.map((run, i) => (
                <TableCell key={run.id} align="right" data-run={run.id} data-stat={name}>
                  {formats[i]!.stat(name, run.stats?.[name])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </SimpleTable>
      </Card>
    </Stack>
  );
}
