import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { decimalRule, type RunFormValues } from './run-form-values.ts';

const NUMBERS = {
  cash: { label: 'cash', rule: { positive: true } },
  commission_fixed: { label: 'commissionFixed', rule: { min: 0, max: 1e6 } },
  commission_pct: { label: 'commissionRate', rule: { min: 0, max: 9.99 } },
  spread_pct: { label: 'spread', rule: { min: 0, max: 9.99 } },
} as const;
const SWITCHES = { exclusive_orders: 'exclusiveOrders', trade_on_close: 'tradeOnClose' } as const;

/** Capital, costs and how orders fill. */
export function SettingsFields({ form }: { form: UseFormReturn<RunFormValues> }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <>
      <Grid container spacing={2}>
        {(Object.keys(NUMBERS) as (keyof typeof NUMBERS)[]).map((name) => (
          <Grid key={name} size={{ xs: 6 }}>
            <TextField
              fullWidth
              label={t(`trading.backtest.form.${NUMBERS[name].label}`)}
              inputMode="decimal"
              error={!!errors[name]}
              helperText={errors[name]?.message}
              {...form.register(name, { validate: decimalRule(t, NUMBERS[name].rule) })}
            />
          </Grid>
        ))}
      </Grid>
      {(Object.keys(SWITCHES) as (keyof typeof SWITCHES)[]).map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <FormControlLabel
              sx={{ display: 'flex', mt: 1 }}
              control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              label={t(`trading.backtest.form.${SWITCHES[name]}`)}
            />
          )}
        />
      ))}
    </>
  );
}
