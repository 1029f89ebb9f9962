import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TIMEFRAMES, type Instrument } from '@alvorada/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormatters } from '@/shared/i18n/format.ts';
import { FormDateField } from '@/shared/ui/date-field/form-date-field.tsx';
import type { RunFormValues } from './run-form-values.ts';
import { FormSelect } from '@/shared/ui/form/form-select.tsx';

/** Where a trader brings their own candles. */
const INSTRUMENTS_PATH = '/automations/paracima/instruments';

/**
 * What a run is tested on: the instrument (with the span of its candles), the timeframe and, unless `period`
 * is false (a generated feed starts now), the period.
 */
export function RunDataFields({
  form,
  instruments,
  period = true,
  onInstrument,
}: {
  form: UseFormReturn<RunFormValues>;
  instruments: Instrument[] | undefined;
  period?: boolean;
  /** Hears the instrument the user picks (its market's costs may apply). */
  onInstrument?: (instrument: Instrument) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { errors } = form.formState;
  const instrument = instruments?.find((i) => String(i.id) === form.watch('instrument_id'));
  return (
    <>
      {instruments?.length === 0 && (
        <Alert severity="info">
          <Trans
            i18nKey="trading.backtest.form.noInstruments"
            components={{ link: <Link component={RouterLink} to={INSTRUMENTS_PATH} /> }}
          />
        </Alert>
      )}
      <FormSelect
        control={form.control}
        name="instrument_id"
        label={t('trading.backtest.form.instrument')}
        required
        onChange={(id) => {
          form.setValue('instrument_id', id, { shouldDirty: true, shouldValidate: true });
          const picked = instruments?.find((i) => String(i.id) === id);
          if (picked) onInstrument?.(picked);
        }}
        options={(instruments ?? []).map((i) => ({
          value: String(i.id),
          label: i.name ? `${i.symbol} — ${i.name}` : i.symbol,
        }))}
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
      <Link component={RouterLink} to={INSTRUMENTS_PATH} variant="caption" sx={{ mt: -1 }}>
        {t('trading.backtest.form.manageInstruments')}
      </Link>
      <FormSelect
        control={form.control}
        name="timeframe"
        label={t('trading.backtest.form.timeframe')}
        options={TIMEFRAMES.map((tf) => ({ value: tf, label: t(`trading.timeframe.${tf}`) }))}
      />
      {period && (
        <Stack direction="row" spacing={2}>
          {(['from', 'to'] as const).map((name) => (
            <FormDateField
              key={name}
              control={form.control}
              name={name}
              label={t(`trading.backtest.form.${name}`)}
              error={!!errors[name]}
              helperText={errors[name]?.message}
            />
          ))}
        </Stack>
      )}
    </>
  );
}
