import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ParamSpec } from '@alvorada/backtest';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { decimalRule, type RunFormValues } from './run-form-values.ts';

/**
 * A strategy's parameters: one value each for a backtest; for an optimisation, each can be varied over a
 * range (from, to, step) or held at its value.
 */
export function ParamFields({
  form,
  specs,
  optimizing,
}: {
  form: UseFormReturn<RunFormValues>;
  specs: Record<string, ParamSpec>;
  optimizing: boolean;
}) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const ranges = useWatch({ control: form.control, name: 'ranges' });
  const label = (name: string) => t(`trading.params.${name}`, { defaultValue: name });
  return (
    <Stack spacing={2}>
      {Object.entries(specs).map(([name, spec]) => {
        const varied = optimizing && ranges[name]?.vary;
        const bound = (part: 'min' | 'max' | 'step') => (
          <TextField
            fullWidth
            size="small"
            label={t(`trading.optimization.${part}`)}
            inputMode={spec.integer ? 'numeric' : 'decimal'}
            error={!!errors.ranges?.[name]?.[part]}
            helperText={errors.ranges?.[name]?.[part]?.message}
            {...form.register(`ranges.${name}.${part}`, {
              validate: decimalRule(t, part === 'step' ? { positive: true, integer: spec.integer } : spec),
            })}
          />
        );
        return (
          <Box key={name}>
            {varied ? (
              <>
                <Typography variant="body2" sx={{ mb: 1 }}>
                  {label(name)}
                </Typography>
                <Grid container spacing={1}>
                  <Grid size={4}>{bound('min')}</Grid>
                  <Grid size={4}>{bound('max')}</Grid>
                  <Grid size={4}>{bound('step')}</Grid>
                </Grid>
              </>
            ) : (
              <TextField
                fullWidth
                label={label(name)}
                inputMode={spec.integer ? 'numeric' : 'decimal'}
                error={!!errors.params?.[name]}
                helperText={errors.params?.[name]?.message}
                {...form.register(`params.${name}`, { validate: decimalRule(t, spec) })}
              />
            )}
            {optimizing && (
              <Controller
                control={form.control}
                name={`ranges.${name}.vary`}
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Checkbox
                        size="small"
                        checked={!!field.value}
                        onChange={(e) => field.onChange(e.target.checked)}
                      />
                    }
                    label={t('trading.optimization.vary', { name: label(name) })}
                  />
                )}
              />
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
