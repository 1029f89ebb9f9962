import Grid from '@mui/material/Grid';
import { PAPER_SPEED } from '@alvorada/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '@/shared/ui/form/form-checkbox.tsx';
import { FormSelect } from '@/shared/ui/form/form-select.tsx';
import { FormTextField } from '@/shared/ui/form/form-text-field.tsx';
import { useAvailableFeeds } from '@/features/trading/api/settings-api.ts';
import { decimalRule } from '@/features/trading/components/run-form-values.ts';
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
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
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
          <FormTextField
            form={form}
            name={name}
            rules={{
              validate: (text: string) =>
                (NUMBERS[name].optional && text.trim() === '') || decimalRule(t, NUMBERS[name].rule)(text),
            }}
            fullWidth
            inputMode="decimal"
            disabled={disabled}
            label={t(`trading.settings.sessions.${name}`)}
            placeholder={NUMBERS[name].optional ? t('trading.settings.sessions.noLimit') : undefined}
            hint={t(`trading.settings.sessions.${name}Hint`)}
          />
        </Grid>
      ))}
      <Grid size={12}>
        <FormCheckbox
          control={form.control}
          name="notify_fills"
          disabled={disabled}
          label={t('trading.settings.sessions.notifyFills')}
        />
      </Grid>
    </Grid>
  );
}
