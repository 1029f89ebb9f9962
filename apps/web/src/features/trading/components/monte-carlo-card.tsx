import { useState } from 'react';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CasinoOutlined from '@mui/icons-material/CasinoOutlined';
import { MONTE_CARLO_RUNS, type Backtest } from '@alvorada/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/shared/ui/error-alert.tsx';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { FormCheckbox } from '@/shared/ui/form/form-checkbox.tsx';
import { FormTextField } from '@/shared/ui/form/form-text-field.tsx';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import {
  isActive,
  useLatestMonteCarlo,
  useMonteCarlo,
  useStartMonteCarlo,
} from '@/features/trading/api/trading-api.ts';
import { MonteCarloFigures } from './monte-carlo-figures.tsx';
import { parseDecimal } from '@/shared/ui/form/decimal.ts';
import { decimalRule } from './run-form-values.ts';
import { RunProgress } from './run-progress.tsx';
import type { StatFormat } from './stat-format.ts';
import { SectionCard } from '@/shared/ui/section-card.tsx';

const DEFAULTS = { runs: String(MONTE_CARLO_RUNS.default), seed: '1', bootstrap: true };
const BOUNDS = {
  runs: { min: MONTE_CARLO_RUNS.min, max: MONTE_CARLO_RUNS.max },
  seed: { min: 0, max: 2 ** 31 - 1 },
} as const;
const FIELDS = ['runs', 'seed', 'bootstrap'] as const;

/**
 * A finished backtest's trades resampled into many paths (a run on the server's queue, the engine's
 * `monteCarlo`): how far luck and the order of the trades could move its final equity and its worst
 * drawdown. Shows the backtest's latest analysis: its progress while it runs, then its figures.
 */
export function MonteCarloCard({ run, format }: { run: Backtest; format: StatFormat }) {
  const { t } = useTranslation();
  const enough = (run.trade_count ?? 0) >= 2;
  const latest = useLatestMonteCarlo(run.id, enough);
  const start = useStartMonteCarlo();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ defaultValues: DEFAULTS });
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await start.mutateAsync({
        backtestId: run.id,
        runs: parseDecimal(values.runs),
        seed: parseDecimal(values.seed),
        bootstrap: values.bootstrap,
      });
    } catch (e) {
      setError(applyServerErrors(e, t, form.setError, FIELDS));
    }
  });

  return (
    <SectionCard
      data-monte-carlo
      heading="h3"
      title={t('trading.monteCarlo.title')}
      hint={t('trading.monteCarlo.intro')}
    >
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
              <FormTextField
                key={name}
                form={form}
                name={name}
                rules={{ validate: decimalRule(t, { ...BOUNDS[name], integer: true }) }}
                fullWidth={false}
                sx={{ width: 160 }}
                size="small"
                label={t(`trading.monteCarlo.${name}`)}
                inputMode="numeric"
              />
            ))}
            <FormCheckbox control={form.control} name="bootstrap" label={t('trading.monteCarlo.bootstrap')} />
            <Button
              type="submit"
              variant="outlined"
              startIcon={<CasinoOutlined />}
              disabled={start.isPending}
            >
              {t('trading.monteCarlo.run')}
            </Button>
          </Stack>
          <ErrorAlert error={error} onClose={() => setError(null)} />
          {latest.isPending ? (
            <Skeleton variant="rounded" height={96} />
          ) : latest.isError ? (
            <LoadError message={applyServerErrors(latest.error, t)} onRetry={() => void latest.refetch()} />
          ) : latest.data ? (
            <MonteCarloAnalysis key={latest.data.id} id={latest.data.id} format={format} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('trading.monteCarlo.none')}
            </Typography>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}

/** One analysis: what it draws, its progress with cancel while it runs, then its figures. */
function MonteCarloAnalysis({ id, format }: { id: number; format: StatFormat }) {
  const { t } = useTranslation();
  const analysis = useMonteCarlo(id);
  if (analysis.isPending) return <Skeleton variant="rounded" height={96} />;
  if (analysis.isError)
    return (
      <LoadError message={applyServerErrors(analysis.error, t)} onRetry={() => void analysis.refetch()} />
    );
  return (
    <Stack aria-busy={isActive(analysis.data)}>
      <MonteCarloFigures analysis={analysis.data} format={format} />
      <RunProgress run={analysis.data} />
    </Stack>
  );
}
