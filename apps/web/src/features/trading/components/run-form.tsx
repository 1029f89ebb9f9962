import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import type { Run, RunKind } from '@alvorada/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import {
  useInstruments,
  useStartBacktest,
  useStartOptimization,
  useStartWalkForward,
  useStrategies,
} from '@/features/trading/api/trading-api.ts';
import { ParamFields } from './param-fields.tsx';
import { RunDataFields } from './run-data-fields.tsx';
import {
  backtestRequest,
  optimizationRequest,
  paramsOf,
  rangeSize,
  rangesOf,
  RUN_FORM_DEFAULTS,
  specsOf,
  strategyOptions,
  walkForwardRequest,
  type RunFormValues,
} from './run-form-values.ts';
import { FormSelect } from '@/shared/ui/form/form-select.tsx';
import { SettingsFields, WalkForwardFields } from './settings-fields.tsx';
import { SearchFields } from './search-fields.tsx';
import { SaveDefaultsButton } from './save-defaults-button.tsx';
import { StrategyTemplateDialog } from './strategy-template-dialog.tsx';
import { useSavedDefaults } from './use-saved-defaults.ts';

/** The search's fields a refused request may name, as the form names them. */
const SEARCH_FIELD_NAMES = {
  constraint: 'constraint',
  formula: 'formula',
  'sample.tries': 'sample_tries',
} as const;

/** What the form starts (a Monte Carlo analysis starts from a finished backtest's result). */
type RunMode = Exclude<RunKind, 'monte_carlo'>;

/** Each mode's toggle label, submit label and icon. */
const MODES = {
  backtest: {
    toggle: 'trading.backtest.form.modeBacktest',
    run: 'trading.backtest.form.run',
    Icon: PlayArrowOutlined,
  },
  optimization: {
    toggle: 'trading.backtest.form.modeOptimization',
    run: 'trading.optimization.run',
    Icon: TuneOutlined,
  },
  walk_forward: {
    toggle: 'trading.walkForward.mode',
    run: 'trading.walkForward.run',
    Icon: TimelineOutlined,
  },
} as const;

/**
 * Choose what to test and on what, then start a backtest, an optimisation or a walk-forward analysis (the
 * searches only for a built-in strategy with parameters); `onStarted` gets the queued run. `initial` fills
 * the form (another run's settings, an optimisation's best parameters).
 */
export function RunForm({ onStarted, initial }: { onStarted: (run: Run) => void; initial?: RunFormValues }) {
  const { t } = useTranslation();
  const instruments = useInstruments();
  const strategies = useStrategies();
  const startBacktest = useStartBacktest();
  const startOptimization = useStartOptimization();
  const startWalkForward = useStartWalkForward();
  const [chosenMode, setMode] = useState<RunMode>('backtest');
  const [error, setError] = useState<string | null>(null);
  const [templating, setTemplating] = useState(false);
  // A new run starts from the user's saved defaults once they arrive; what was typed meanwhile stays.
  const { saved, applyMarketCosts } = useSavedDefaults();
  const form = useForm<RunFormValues>({
    defaultValues: initial ?? RUN_FORM_DEFAULTS,
    values: initial ? undefined : saved,
    resetOptions: { keepDirtyValues: true },
  });
  const [strategyId, ranges] = useWatch({ control: form.control, name: ['strategy_id', 'ranges'] });
  const instrumentList = instruments.data?.results ?? [];
  const strategyList = strategies.data?.results ?? [];
  const strategy = strategyList.find((s) => String(s.id) === strategyId);
  const specs = specsOf(strategy);
  // A search needs parameters to vary: a rule strategy (or a built-in without any) can only be backtested.
  const searchable = !strategy || Object.keys(specs).length > 0;
  const mode = searchable ? chosenMode : 'backtest';
  const optimizing = mode !== 'backtest';
  const { Icon } = MODES[mode];
  const combinations = Object.keys(specs).reduce(
    (product, name) => product * (ranges[name]?.vary ? rangeSize(ranges[name]) : 1),
    1,
  );

  const chooseStrategy = (id: string, list = strategyList) => {
    const chosen = list.find((s) => String(s.id) === id);
    form.setValue('strategy_id', id);
    form.setValue('params', paramsOf(chosen));
    form.setValue('ranges', rangesOf(chosen));
  };

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      onStarted(
        mode === 'walk_forward'
          ? await startWalkForward.mutateAsync(walkForwardRequest(values, strategy!))
          : optimizing
            ? await startOptimization.mutateAsync(optimizationRequest(values, strategy!))
            : await startBacktest.mutateAsync(backtestRequest(values, strategy!)),
      );
    } catch (e) {
      setError(applyServerErrors(e, t, form.setError, SEARCH_FIELD_NAMES));
    }
  });

  const loading = instruments.isPending || strategies.isPending;
  return (
    <Card>
      <CardContent component="form" noValidate onSubmit={submit}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('trading.backtest.form.title')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          value={mode}
          onChange={(_e, next: RunMode | null) => next && setMode(next)}
          aria-label={t('trading.backtest.form.mode')}
          sx={{ mb: 2 }}
        >
          {(Object.keys(MODES) as RunMode[]).map((name) => (
            <ToggleButton key={name} value={name} disabled={name !== 'backtest' && !searchable}>
              {t(MODES[name].toggle)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {loading ? (
          <Stack spacing={2}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={48} />
            ))}
          </Stack>
        ) : (
          <Stack spacing={2}>
            {(instruments.isError || strategies.isError) && (
              <LoadError
                message={applyServerErrors(instruments.error ?? strategies.error, t)}
                onRetry={() => void Promise.all([instruments.refetch(), strategies.refetch()])}
              />
            )}
            <RunDataFields
              form={form}
              instruments={instruments.isError ? undefined : instrumentList}
              onInstrument={(instrument) => applyMarketCosts(form, instrument)}
            />
            <Box>
              <FormSelect
                control={form.control}
                name="strategy_id"
                label={t('trading.backtest.form.strategy')}
                required
                onChange={(id) => chooseStrategy(id)}
                options={strategyOptions(strategyList, t)}
              />
              {strategyList.length === 0 && !strategies.isError && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {t('trading.backtest.form.noStrategies')}
                </Typography>
              )}
              <Button
                size="small"
                startIcon={<AddOutlined />}
                sx={{ mt: 1 }}
                onClick={() => setTemplating(true)}
              >
                {t('trading.backtest.form.fromTemplate')}
              </Button>
            </Box>
            {strategy && (
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
                  {t('trading.backtest.form.params')}
                </Typography>
                {strategy.definition.kind === 'rules' ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('trading.backtest.form.rulesParams')}
                  </Typography>
                ) : (
                  <ParamFields form={form} specs={specs} optimizing={optimizing} />
                )}
              </Box>
            )}
            {optimizing && <SearchFields form={form} combinations={combinations} />}
            {mode === 'walk_forward' && (
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
                  {t('trading.walkForward.windowsLegend')}
                </Typography>
                <WalkForwardFields form={form} />
              </Box>
            )}
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
                {t('trading.backtest.form.settings')}
              </Typography>
              <SettingsFields form={form} />
              <SaveDefaultsButton form={form} />
            </Box>
            {error && <Alert severity="error">{error}</Alert>}
            <Button
              type="submit"
              variant="contained"
              startIcon={<Icon />}
              disabled={startBacktest.isPending || startOptimization.isPending || startWalkForward.isPending}
            >
              {t(MODES[mode].run)}
            </Button>
          </Stack>
        )}
        <StrategyTemplateDialog
          open={templating}
          onClose={() => setTemplating(false)}
          onCreated={(created) => {
            setTemplating(false);
            chooseStrategy(String(created.id), [...strategyList, created]);
          }}
        />
      </CardContent>
    </Card>
  );
}
