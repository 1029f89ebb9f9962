import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import AddOutlined from '@mui/icons-material/AddOutlined';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import { BUILT_IN_STRATEGIES } from '@alvorada/backtest';
import {
  TIMEFRAMES,
  type BacktestRequest,
  type Run,
  type Strategy,
  type Timeframe,
} from '@alvorada/contracts';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { FormDateField } from '@/shared/ui/date-field/form-date-field.tsx';
import { OptionSelect } from '@/shared/ui/option-select.tsx';
import { useInstruments, useStartBacktest, useStrategies } from '@/features/trading/api/trading-api.ts';
import { parseDecimal } from './number-input.ts';
import { StrategyTemplateDialog } from './strategy-template-dialog.tsx';

interface FormValues {
  instrument_id: string;
  timeframe: Timeframe;
  from: string;
  to: string;
  strategy_id: string;
  params: Record<string, string>;
  cash: string;
  commission_fixed: string;
  commission_pct: string;
  spread_pct: string;
  exclusive_orders: boolean;
  trade_on_close: boolean;
}

const DEFAULTS: FormValues = {
  instrument_id: '',
  timeframe: '1d',
  from: '',
  to: '',
  strategy_id: '',
  params: {},
  cash: '10000',
  commission_fixed: '0',
  commission_pct: '0',
  spread_pct: '0',
  exclusive_orders: false,
  trade_on_close: false,
};

const SETTING_LABELS = {
  cash: 'cash',
  commission_fixed: 'commissionFixed',
  commission_pct: 'commissionRate',
  spread_pct: 'spread',
  exclusive_orders: 'exclusiveOrders',
  trade_on_close: 'tradeOnClose',
} as const;

const specsOf = (strategy: Strategy | undefined) =>
  strategy?.definition.kind === 'built_in'
    ? (BUILT_IN_STRATEGIES.find((s) => s.id === (strategy.definition as { built_in: string }).built_in)
        ?.params ?? {})
    : {};

/** The strategy's own parameters as the form shows them: its stored values, else the defaults. */
const paramsOf = (strategy: Strategy | undefined) =>
  Object.fromEntries(
    Object.entries(specsOf(strategy)).map(([name, spec]) => [
      name,
      String(
        (strategy?.definition.kind === 'built_in' ? strategy.definition.params[name] : undefined) ??
          spec.default,
      ),
    ]),
  );

/** Choose what to test and on what, then start the run; `onStarted` gets the queued run. */
export function BacktestForm({ onStarted }: { onStarted: (run: Run) => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const instruments = useInstruments();
  const strategies = useStrategies();
  const start = useStartBacktest();
  const [error, setError] = useState<string | null>(null);
  const [templating, setTemplating] = useState(false);
  const form = useForm<FormValues>({ defaultValues: DEFAULTS });
  const { errors } = form.formState;
  const [instrumentId, strategyId] = useWatch({
    control: form.control,
    name: ['instrument_id', 'strategy_id'],
  });
  const instrumentList = instruments.data?.results ?? [];
  const strategyList = strategies.data?.results ?? [];
  const instrument = instrumentList.find((i) => String(i.id) === instrumentId);
  const strategy = strategyList.find((s) => String(s.id) === strategyId);
  const specs = specsOf(strategy);

  const chooseStrategy = (id: string, list = strategyList) => {
    form.setValue('strategy_id', id);
    form.setValue('params', paramsOf(list.find((s) => String(s.id) === id)));
  };

  const percentField = (value: string) => parseDecimal(value) / 100;
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const body: Partial<BacktestRequest> = {
      instrument_id: Number(values.instrument_id),
      timeframe: values.timeframe,
      from: values.from || undefined,
      to: values.to || undefined,
      strategy_version_id: strategy!.version_id,
      params: Object.fromEntries(Object.entries(values.params).map(([k, v]) => [k, parseDecimal(v)])),
      cash: parseDecimal(values.cash),
      commission_fixed: parseDecimal(values.commission_fixed),
      commission_rate: percentField(values.commission_pct),
      spread: percentField(values.spread_pct),
      exclusive_orders: values.exclusive_orders,
      trade_on_close: values.trade_on_close,
    };
    try {
      onStarted(await start.mutateAsync(body));
    } catch (e) {
      setError(applyServerErrors(e, t));
    }
  });

  const decimal = (options: { min?: number; max?: number; integer?: boolean; positive?: boolean }) => ({
    validate: (text: string) => {
      const value = parseDecimal(text);
      const ok =
        Number.isFinite(value) &&
        (options.min === undefined || value >= options.min) &&
        (options.max === undefined || value <= options.max) &&
        (!options.positive || value > 0) &&
        (!options.integer || Number.isInteger(value));
      if (ok) return true;
      if (options.min !== undefined && options.max !== undefined)
        return t(options.integer ? 'trading.params.integer' : 'trading.params.range', options);
      return t('validation.invalid');
    },
  });
  const numberField = (
    name: 'cash' | 'commission_fixed' | 'commission_pct' | 'spread_pct',
    rules: Parameters<typeof decimal>[0],
  ) => (
    <TextField
      label={t(`trading.backtest.form.${SETTING_LABELS[name]}`)}
      inputMode="decimal"
      error={!!errors[name]}
      helperText={errors[name]?.message}
      {...form.register(name, decimal(rules))}
    />
  );

  const loading = instruments.isPending || strategies.isPending;
  return (
    <Card>
      <CardContent component="form" noValidate onSubmit={submit}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('trading.backtest.form.title')}
        </Typography>
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
            {instrumentList.length === 0 && !instruments.isError && (
              <Alert severity="info">{t('trading.backtest.form.noInstruments')}</Alert>
            )}
            <Controller
              control={form.control}
              name="instrument_id"
              rules={{ required: t('validation.required') }}
              render={({ field, fieldState }) => (
                <OptionSelect
                  label={t('trading.backtest.form.instrument')}
                  required
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  options={instrumentList.map((i) => ({
                    value: String(i.id),
                    label: i.name ? `${i.symbol} — ${i.name}` : i.symbol,
                  }))}
                />
              )}
            />
            {instrument?.first_candle != null && instrument.last_candle != null && (
              <Typography variant="caption" color="text.secondary" sx={{ mt: -1 }}>
                {t('trading.backtest.form.bars', {
                  count: instrument.candle_count,
                  from: format.date(instrument.first_candle),
                  to: format.date(instrument.last_candle),
                })}
              </Typography>
            )}
            <Controller
              control={form.control}
              name="timeframe"
              render={({ field }) => (
                <OptionSelect
                  label={t('trading.backtest.form.timeframe')}
                  value={field.value}
                  onChange={field.onChange}
                  options={TIMEFRAMES.map((tf) => ({ value: tf, label: t(`trading.timeframe.${tf}`) }))}
                />
              )}
            />
            <Stack direction="row" spacing={2}>
              <FormDateField control={form.control} name="from" label={t('trading.backtest.form.from')} />
              <FormDateField control={form.control} name="to" label={t('trading.backtest.form.to')} />
            </Stack>
            <Box>
              <Controller
                control={form.control}
                name="strategy_id"
                rules={{ required: t('validation.required') }}
                render={({ field, fieldState }) => (
                  <OptionSelect
                    label={t('trading.backtest.form.strategy')}
                    required
                    value={field.value}
                    onChange={(id) => chooseStrategy(id)}
                    error={fieldState.error?.message}
                    options={strategyList.map((s) => ({
                      value: String(s.id),
                      label: `${s.name} (${t('trading.backtest.form.version', { version: s.version })})`,
                    }))}
                  />
                )}
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
                  <Grid container spacing={2}>
                    {Object.entries(specs).map(([name, spec]) => (
                      <Grid key={`${strategy.id}-${name}`} size={{ xs: 6 }}>
                        <TextField
                          fullWidth
                          label={t(`trading.params.${name}`, { defaultValue: name })}
                          inputMode={spec.integer ? 'numeric' : 'decimal'}
                          error={!!errors.params?.[name]}
                          helperText={errors.params?.[name]?.message}
                          {...form.register(`params.${name}`, decimal(spec))}
                        />
                      </Grid>
                    ))}
                  </Grid>
                )}
              </Box>
            )}
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
                {t('trading.backtest.form.settings')}
              </Typography>
              <Grid container spacing={2}>
                <Grid size={{ xs: 6 }}>{numberField('cash', { positive: true })}</Grid>
                <Grid size={{ xs: 6 }}>{numberField('commission_fixed', { min: 0, max: 1e6 })}</Grid>
                <Grid size={{ xs: 6 }}>{numberField('commission_pct', { min: 0, max: 9.99 })}</Grid>
                <Grid size={{ xs: 6 }}>{numberField('spread_pct', { min: 0, max: 9.99 })}</Grid>
              </Grid>
              {(['exclusive_orders', 'trade_on_close'] as const).map((name) => (
                <Controller
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <FormControlLabel
                      sx={{ display: 'flex', mt: 1 }}
                      control={
                        <Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                      }
                      label={t(`trading.backtest.form.${SETTING_LABELS[name]}`)}
                    />
                  )}
                />
              ))}
            </Box>
            {error && <Alert severity="error">{error}</Alert>}
            <Button
              type="submit"
              variant="contained"
              startIcon={<PlayArrowOutlined />}
              disabled={start.isPending}
            >
              {t('trading.backtest.form.run')}
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
