import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CasinoOutlined from '@mui/icons-material/CasinoOutlined';
import { MONTE_CARLO_RUNS, type Backtest, type MonteCarloQuery } from '@alvorada/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { KpiCard } from '@/shared/ui/kpi-card.tsx';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { useMonteCarlo } from '@/features/trading/api/trading-api.ts';
import { parseDecimal } from './number-input.ts';
import { decimalRule } from './run-form-values.ts';
import type { StatFormat } from './stat-format.ts';

const MonteCarloHistogram = lazy(() => import('./monte-carlo-histogram.tsx'));

const DEFAULTS: MonteCarloQuery = { runs: MONTE_CARLO_RUNS.default, seed: 1, bootstrap: true };
const BOUNDS = {
  runs: { min: MONTE_CARLO_RUNS.min, max: MONTE_CARLO_RUNS.max },
  seed: { min: 0, max: 2 ** 31 - 1 },
} as const;
const PERCENTILES = ['p5', 'p50', 'p95'] as const;
const FIGURES = ['finalEquity', 'maxDrawdown'] as const;

/**
 * A finished backtest's trades resampled into many paths (on the server, the engine's `monteCarlo`): how
 * far luck and the order of the trades could move its final equity and its worst drawdown.
 */
export function MonteCarloCard({ run, format }: { run: Backtest; format: StatFormat }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState(DEFAULTS);
  const enough = (run.trade_count ?? 0) >= 2;
  const analysis = useMonteCarlo(run.id, query, enough);
  const form = useForm({
    defaultValues: {
      runs: String(DEFAULTS.runs),
      seed: String(DEFAULTS.seed),
      bootstrap: DEFAULTS.bootstrap,
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    setQuery({
      runs: parseDecimal(values.runs),
      seed: parseDecimal(values.seed),
      bootstrap: values.bootstrap,
    }),
  );
  const figure = {
    finalEquity: { value: format.money, field: 'final_equity', color: 'primary' },
    maxDrawdown: { value: format.fraction, field: 'max_drawdown', color: 'error' },
  } as const;

  return (
    <Card data-monte-carlo>
      <CardContent>
        <Typography variant="h6" component="h3">
          {t('trading.monteCarlo.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('trading.monteCarlo.intro')}
        </Typography>
        {!enough ? (
          <Typography variant="body2" color="text.secondary">
            {t('trading.monteCarlo.empty')}
          </Typography>
        ) : (
          <Stack spacing={2}>
            <Stack
              component="form"
              noValidate
              onSubmit={submit}
              direction="row"
              spacing={2}
              useFlexGap
              sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
            >
              {(Object.keys(BOUNDS) as (keyof typeof BOUNDS)[]).map((name) => (
                <TextField
                  key={name}
                  fullWidth={false}
                  sx={{ width: 160 }}
                  size="small"
                  label={t(`trading.monteCarlo.${name}`)}
                  inputMode="numeric"
                  error={!!errors[name]}
                  helperText={errors[name]?.message}
                  {...form.register(name, { validate: decimalRule(t, { ...BOUNDS[name], integer: true }) })}
                />
              ))}
              <Controller
                control={form.control}
                name="bootstrap"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                    }
                    label={t('trading.monteCarlo.bootstrap')}
                  />
                )}
              />
              <Button
                type="submit"
                variant="outlined"
                startIcon={<CasinoOutlined />}
                disabled={analysis.isFetching}
              >
                {t('trading.monteCarlo.run')}
              </Button>
            </Stack>
            {analysis.isError ? (
              <LoadError
                message={applyServerErrors(analysis.error, t)}
                onRetry={() => void analysis.refetch()}
              />
            ) : (
              <>
                <Grid container spacing={2} aria-busy={analysis.isFetching}>
                  {FIGURES.flatMap((name) =>
                    PERCENTILES.map((p) => {
                      const label = t(`trading.monteCarlo.${name}`);
                      const share = Number(p.slice(1));
                      const data = analysis.data?.[figure[name].field][p];
                      return (
                        <Grid key={`${name}-${p}`} size={{ xs: 6, md: 4 }}>
                          <KpiCard
                            label={t('trading.monteCarlo.percentile', { name: label, p: share })}
                            definition={t(`trading.monteCarlo.${name}Def`, { p: share })}
                            value={data === undefined ? undefined : figure[name].value(data)}
                          />
                        </Grid>
                      );
                    }),
                  )}
                </Grid>
                <Grid container spacing={2}>
                  {FIGURES.map((name) => (
                    <Grid key={name} size={{ xs: 12, md: 6 }}>
                      <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
                        {t(`trading.monteCarlo.${name}Histogram`)}
                      </Typography>
                      {analysis.data ? (
                        <Suspense fallback={<Skeleton variant="rounded" height={280} />}>
                          <MonteCarloHistogram
                            histogram={analysis.data[figure[name].field].histogram}
                            name={t(`trading.monteCarlo.${name}`)}
                            value={figure[name].value}
                            color={figure[name].color}
                          />
                        </Suspense>
                      ) : (
                        <Skeleton variant="rounded" height={280} />
                      )}
                    </Grid>
                  ))}
                </Grid>
              </>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
