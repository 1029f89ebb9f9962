import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { PAPER_SPEED } from '@alvorada/contracts';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAvailableFeeds } from '@/features/trading/api/settings-api.ts';
import { decimalRule } from '@/features/trading/components/run-form-values.ts';
import { SelectField } from '@/features/trading/components/select-field.tsx';
import type { SettingsFormValues } from '@/features/trading/components/settings-values.ts';

const NUMBERS = {
  speed: { rule: { min: PAPER_SPEED.min, max: PAPER_SPEED.max, integer: true }, optional: false },
  max_position: { rule: { positive: true }, optional: true },
  max_orders_per_minute: { rule: { min: 1, max: 100_000, integer: true }, optional: true },
  max_daily_loss: { rule: { positive: true }, optional: true },
} as const;

/** What a new paper session starts with: its feed and speed, the broker's risk limits, fill notifications. */
export function SessionDefaultsFields({
  form,
  disabled,
}: {
  form: UseFormReturn<SettingsFormValues>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const feeds = useAvailableFeeds();
  const { errors } = form.formState;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectField
          control={form.control}
          name="feed"
          label={t('trading.settings.sessions.feed')}
          disabled={disabled}
          options={feeds.map((feed) => ({
            value: feed,
            label: t(`trading.settings.feeds.${feed}.name`),
          }))}
        />
      </Grid>
      {(Object.keys(NUMBERS) as (keyof typeof NUMBERS)[]).map((name) => (
        <Grid key={name} size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            inputMode="decimal"
            disabled={disabled}
            label={t(`trading.settings.sessions.${name}`)}
            placeholder={NUMBERS[name].optional ? t('trading.settings.sessions.noLimit') : undefined}
            error={!!errors[name]}
            helperText={errors[name]?.message ?? t(`trading.settings.sessions.${name}Hint`)}
            {...form.register(name, {
              validate: (text) =>
                (NUMBERS[name].optional && text.trim() === '') || decimalRule(t, NUMBERS[name].rule)(text),
            })}
          />
        </Grid>
      ))}
      <Grid size={12}>
        <Controller
          control={form.control}
          name="notify_fills"
          render={({ field }) => (
            <FormControlLabel
              disabled={disabled}
              control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              label={t('trading.settings.sessions.notifyFills')}
            />
          )}
        />
      </Grid>
    </Grid>
  );
}
