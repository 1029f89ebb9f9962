import { lazy } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { WalkForward } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { ChartCard } from './chart-card.tsx';
import { useFormatters } from '@/shared/i18n/format.ts';
import { KpiCard } from '@/shared/ui/kpi-card.tsx';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { useWalkForward } from '@/features/trading/api/trading-api.ts';
import { RunHeader } from './run-header.tsx';
import { objectiveLabel, type StatFormat } from './stat-format.ts';
import { useStatFormat } from './use-stat-format.ts';

const WalkForwardChart = lazy(() => import('./walk-forward-chart.tsx'));

type Window = NonNullable<WalkForward['result']>['windows'][number];

/**
 * One walk-forward analysis: progress while it runs, then the out-of-sample figures (the test windows
 * together), each window's return as a bar, and every window with its bars, best parameters and results.
 */
export function WalkForwardResult({ id }: { id: number }) {
  const { t } = useTranslation();
  const formatters = useFormatters();
  const walkForward = useWalkForward(id);
  const statFormat = useStatFormat(walkForward.data?.instrument_id);

  if (walkForward.isPending) return <Skeleton variant="rounded" height={320} />;
  if (walkForward.isError)
    return (
      <LoadError
        message={applyServerErrors(walkForward.error, t)}
        onRetry={() => void walkForward.refetch()}
      />
    );
  const run = walkForward.data;
  const result = run.state === 'done' ? run.result : null;
  const kpis = result && [
    {
      key: 'return',
      value: statFormat.percent(result.out_of_sample.return_pct),
    },
    { key: 'trades', value: statFormat.stat('# Trades', result.out_of_sample.trades) },
    {
      key: 'windows',
      value: formatters.number(result.windows.length),
      caption: t(
        run.anchored ? 'trading.walkForward.anchoredCaption' : 'trading.walkForward.rollingCaption',
        {
          ratio: formatters.number(run.train_ratio),
        },
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <RunHeader run={run} />
      {result && kpis && (
        <>
          <Grid container spacing={2}>
            {kpis.map(({ key, value, caption }) => (
              <Grid key={key} size={{ xs: 12, sm: 4 }}>
                <KpiCard
                  label={t(`trading.walkForward.kpi.${key}`)}
                  definition={t(`trading.walkForward.kpi.${key}Def`)}
                  value={value}
                  caption={caption}
                />
              </Grid>
            ))}
          </Grid>
          <ChartCard title={t('trading.walkForward.chart')} height={280}>
            <WalkForwardChart windows={result.windows} format={statFormat} />
          </ChartCard>
          <WindowsTable run={run} windows={result.windows} format={statFormat} />
        </>
      )}
    </Stack>
  );
}

/** Every window: its training and test bars, the parameters found, and the figures in and out of sample. */
function WindowsTable({ run, windows, format }: { run: WalkForward; windows: Window[]; format: StatFormat }) {
  const { t } = useTranslation();
  const formatters = useFormatters();
  const span = (range: Window['train']) =>
    t('trading.walkForward.span', { from: format.day(range.from), to: format.day(range.to) });
  const paramLabel = (name: string) => t(`trading.params.${name}`, { defaultValue: name });
  const varied = Object.keys(run.space).filter(
    (name) => new Set(windows.map((w) => w.params?.[name])).size > 1,
  );
  const params = (w: Window) =>
    w.params
      ? Object.entries(w.params)
          .filter(([name]) => varied.length === 0 || varied.includes(name))
          .map(([name, value]) => `${paramLabel(name)} ${formatters.number(value)}`)
          .join(' · ')
      : '—';
  const objective = objectiveLabel(run, t);
  const columns = [
    'trading.walkForward.column.window',
    'trading.walkForward.column.train',
    'trading.walkForward.column.test',
    'trading.walkForward.column.params',
  ];
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {t('trading.walkForward.table')}
        </Typography>
        <TableContainer>
          <Table size="small" aria-label={t('trading.walkForward.table')}>
            <TableHead>
              <TableRow>
                {columns.map((key) => (
                  <TableCell key={key}>{t(key)}</TableCell>
                ))}
                <TableCell align="right">{t('trading.walkForward.column.inSample', { objective })}</TableCell>
                <TableCell align="right">{t('trading.walkForward.column.return')}</TableCell>
                <TableCell align="right">{t('trading.walkForward.column.sharpe')}</TableCell>
                <TableCell align="right">{t('trading.walkForward.column.trades')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {windows.map((w, i) => (
                <TableRow key={w.test.first_bar} data-window={i + 1}>
                  <TableCell component="th" scope="row">
                    {formatters.number(i + 1)}
                  </TableCell>
                  <TableCell>{span(w.train)}</TableCell>
                  <TableCell>{span(w.test)}</TableCell>
                  <TableCell>{params(w)}</TableCell>
                  <TableCell align="right">{format.objective(run, w.train_value)}</TableCell>
                  <TableCell align="right">
                    {format.stat('Return [%]', w.test_stats?.['Return [%]'])}
                  </TableCell>
                  <TableCell align="right">
                    {format.stat('Sharpe Ratio', w.test_stats?.['Sharpe Ratio'])}
                  </TableCell>
                  <TableCell align="right">{format.stat('# Trades', w.test_stats?.['# Trades'])}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
