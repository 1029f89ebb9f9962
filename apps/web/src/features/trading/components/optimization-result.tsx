import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { constraintOf } from '@alvorada/backtest';
import type { Optimization } from '@alvorada/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { OptionSelect } from '@/shared/ui/option-select.tsx';
import { useGridLocaleText } from '@/shared/ui/grid/use-grid-locale-text.ts';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { KpiCard } from '@/shared/ui/kpi-card.tsx';
import { useOptimization } from '@/features/trading/api/trading-api.ts';
import { RunHeader } from './run-header.tsx';
import { objectiveLabel, STAT_KEYS } from './stat-format.ts';
import { useStatFormat } from './use-stat-format.ts';

const OptimizationHeatmap = lazy(() => import('./optimization-heatmap.tsx'));

/** The parameters an optimisation varied: those that took more than one value. */
const variedOf = (optimization: Optimization) =>
  Object.keys(optimization.space).filter(
    (name) => new Set(optimization.evaluations.map((e) => e.params[name])).size > 1,
  );

/** The search as run: its grid, and its constraint as a function (to mark the cells it excludes). */
const planOf = (run: Optimization) => ({
  space: run.space,
  ...(run.constraint && { constraint: constraintOf(run.constraint, Object.keys(run.space)) }),
});

/** How the search went beyond its objective: its constraint and, for part of the grid, how it chose. */
function searchSummary(run: Optimization, t: TFunction) {
  const parts: string[] = [];
  if (run.constraint) parts.push(t('trading.optimization.constraintShown', { constraint: run.constraint }));
  if (run.sample)
    parts.push(
      t(
        run.sample.method === 'model'
          ? 'trading.optimization.searchModel'
          : 'trading.optimization.searchRandom',
        {
          seed: run.sample.seed,
        },
      ),
    );
  return parts.join(' · ');
}

/**
 * One optimisation: progress while it runs, then the best parameters with their figures (and a button to
 * apply them), the objective over two parameters as a heatmap, and every parameter set tried.
 */
export function OptimizationResult({
  id,
  onApply,
}: {
  id: number;
  onApply: (optimization: Optimization) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const localeText = useGridLocaleText();
  const optimization = useOptimization(id);
  const statFormat = useStatFormat(optimization.data?.instrument_id);
  const [axes, setAxes] = useState<{ x?: string; y?: string }>({});

  if (optimization.isPending) return <Skeleton variant="rounded" height={320} />;
  if (optimization.isError)
    return (
      <LoadError
        message={applyServerErrors(optimization.error, t)}
        onRetry={() => void optimization.refetch()}
      />
    );
  const run = optimization.data;
  const objective = objectiveLabel(run, t);
  const summary = searchSummary(run, t);
  const varied = variedOf(run);
  const x = axes.x && varied.includes(axes.x) ? axes.x : varied[0];
  const y = axes.y && varied.includes(axes.y) && axes.y !== x ? axes.y : varied.find((name) => name !== x);
  const paramLabel = (name: string) => t(`trading.params.${name}`, { defaultValue: name });
  const best = run.best;
  const axisOptions = varied.map((name) => ({ value: name, label: paramLabel(name) }));
  const columns: GridColDef<(typeof rows)[number]>[] = [
    ...Object.keys(run.space).map((name) => ({
      field: name,
      headerName: paramLabel(name),
      type: 'number' as const,
      flex: 1,
      minWidth: 110,
    })),
    {
      field: 'value',
      headerName: objective,
      type: 'number',
      flex: 1,
      minWidth: 110,
      valueFormatter: (value: number | null) => statFormat.objective(run, value),
    },
  ];
  const rows = run.evaluations.map((e, i) => ({ id: i, ...e.params, value: e.value }));

  return (
    <Stack spacing={2}>
      <RunHeader
        run={run}
        actions={
          best && (
            <Button
              variant="contained"
              size="small"
              startIcon={<CheckOutlined />}
              onClick={() => onApply(run)}
            >
              {t('trading.optimization.apply')}
            </Button>
          )
        }
      />
      {run.state === 'done' && best && (
        <>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h3">
                {t('trading.optimization.best')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-best-params>
                {Object.entries(best.params)
                  .map(([name, value]) => `${paramLabel(name)} ${format.number(value)}`)
                  .join(' · ')}
              </Typography>
              {(summary || run.formula) && (
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} dir="auto">
                  {[run.formula && `${run.formula} = ${statFormat.objective(run, best.value)}`, summary]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              )}
              <Grid container spacing={2}>
                {([run.maximize, 'Return [%]', 'Max. Drawdown [%]', '# Trades'] as const)
                  .filter((name, i, all) => all.indexOf(name) === i)
                  .map((name) => (
                    <Grid key={name} size={{ xs: 6, md: 3 }}>
                      <KpiCard
                        label={t(`trading.stats.${STAT_KEYS[name]}.label`)}
                        definition={t(`trading.stats.${STAT_KEYS[name]}.def`)}
                        value={statFormat.stat(name, best.stats[name])}
                      />
                    </Grid>
                  ))}
              </Grid>
            </CardContent>
          </Card>
          {x && (
            <Card>
              <CardContent>
                <Stack
                  direction="row"
                  spacing={2}
                  sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}
                  useFlexGap
                >
                  <Typography variant="h6" component="h3" sx={{ flex: 1 }}>
                    {t('trading.optimization.heatmap', { objective })}
                  </Typography>
                  {varied.length > 2 && (
                    <>
                      <OptionSelect
                        label={t('trading.optimization.axisX')}
                        value={x}
                        options={axisOptions}
                        onChange={(value) => setAxes({ x: value, y })}
                      />
                      <OptionSelect
                        label={t('trading.optimization.axisY')}
                        value={y ?? ''}
                        options={axisOptions.filter((o) => o.value !== x)}
                        onChange={(value) => setAxes({ x, y: value })}
                      />
                    </>
                  )}
                </Stack>
                <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
                  <OptimizationHeatmap
                    evaluations={run.evaluations.map((e) => ({
                      params: e.params,
                      value: e.value ?? Number.NaN,
                    }))}
                    x={x}
                    y={y ?? null}
                    objective={objective}
                    direction={run.direction}
                    plan={planOf(run)}
                  />
                </Suspense>
              </CardContent>
            </Card>
          )}
          <Card>
            <CardContent>
              <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                {t('trading.optimization.evaluations', { count: rows.length })}
              </Typography>
              <DataGrid
                rows={rows}
                columns={columns}
                localeText={localeText}
                autoHeight
                disableRowSelectionOnClick
                initialState={{
                  sorting: { sortModel: [{ field: 'value', sort: 'desc' }] },
                  pagination: { paginationModel: { pageSize: 10 } },
                }}
                pageSizeOptions={[10, 25, 50]}
                sx={{ border: 0 }}
              />
            </CardContent>
          </Card>
        </>
      )}
    </Stack>
  );
}
