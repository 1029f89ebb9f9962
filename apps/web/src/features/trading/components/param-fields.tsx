import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ParamSpec } from '@alvorada/backtest';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '@/shared/ui/form/form-checkbox.tsx';
import { FormTextField } from '@/shared/ui/form/form-text-field.tsx';
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
  const ranges = useWatch({ control: form.control, name: 'ranges' });
  const label = (name: string) => t(`trading.params.${name}`, { defaultValue: name });
  return (
    <Stack spacing={2}>
      {Object.entries(specs).map(([name, spec]) => {
        const varied = optimizing && ranges[name]?.vary;
        const bound = (part: 'min' | 'max' | 'step') => (
          <FormTextField
            form={form}
            name={`ranges.${name}.${part}`}
            rules={{
              validate: decimalRule(t, part === 'step' ? { positive: true, integer: spec.integer } : spec),
            }}
            fullWidth
            size="small"
            label={t(`trading.optimization.${part}`)}
            inputMode={spec.integer ? 'numeric' : 'decimal'}
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
              <FormTextField
                form={form}
                name={`params.${name}`}
                rules={{ validate: decimalRule(t, spec) }}
                fullWidth
                label={label(name)}
                inputMode={spec.integer ? 'numeric' : 'decimal'}
              />
            )}
            {optimizing && (
              <FormCheckbox
                control={form.control}
                name={`ranges.${name}.vary`}
                size="small"
                label={t('trading.optimization.vary', { name: label(name) })}
              />
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
