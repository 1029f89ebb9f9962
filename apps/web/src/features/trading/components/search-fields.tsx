import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { allowedOf, constraintOf, ExpressionError, parseExpression } from '@alvorada/backtest';
import {
  MODEL_SEARCH_MAX_TRIES,
  OPTIMIZE_DIRECTIONS,
  OPTIMIZE_OBJECTIVES,
  SEARCH_METHODS,
} from '@alvorada/contracts';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '@/shared/ui/form/form-select.tsx';
import { FormTextField } from '@/shared/ui/form/form-text-field.tsx';
import { parseDecimal } from '@/shared/ui/form/decimal.ts';
import { spaceOf, type RunFormValues } from './run-form-values.ts';
import { NumbersAndSwitches } from './settings-fields.tsx';
import { STAT_KEYS } from './stat-format.ts';

/** Grids above this are not walked to count what a constraint leaves (the server refuses them anyway). */
const COUNTED_AT_MOST = 5000;
const METHOD_LABELS = { random: 'methodRandom', model: 'methodModel' } as const;
const DIRECTION_LABELS = { max: 'directionMax', min: 'directionMin' } as const;

/** A rule for an expression field: empty, or parsed with these names; the message says where it fails. */
const expressionRule = (t: TFunction, names: readonly string[], required: boolean) => (text: string) => {
  if (text.trim() === '') return required ? (t('validation.required') as string) : true;
  try {
    parseExpression(text, names);
    return true;
  } catch (error) {
    if (!(error instanceof ExpressionError)) throw error;
    return (
      error.code === 'expression_syntax'
        ? t('trading.optimization.expressionSyntax', { at: error.at + 1 })
        : t('trading.optimization.expressionUnknownName', { name: error.found })
    ) as string;
  }
};

/** The combinations the constraint leaves of the grid's `total` (all of them while it does not parse). */
function allowedCount(values: RunFormValues, total: number) {
  if (values.constraint.trim() === '' || total > COUNTED_AT_MOST) return total;
  try {
    const constraint = constraintOf(values.constraint, Object.keys(values.params));
    return allowedOf({ space: spaceOf(values), constraint }).length;
  } catch {
    return total;
  }
}

/**
 * What a search looks for and where: the objective (a statistic or a formula of them) and whether its
 * highest or lowest value, a constraint between the parameters, and whether to try only part of the grid,
 * drawn at random or chosen by a model, with how many sets and which seed; then how many it will try.
 */
export function SearchFields({
  form,
  combinations,
}: {
  form: UseFormReturn<RunFormValues>;
  combinations: number;
}) {
  const { t } = useTranslation();
  const values = useWatch({ control: form.control }) as RunFormValues;
  const allowed = allowedCount(values, combinations);
  const maxTries = values.sample_method === 'model' ? MODEL_SEARCH_MAX_TRIES : 5000;
  const labelled = <V extends string>(choices: readonly V[], keys: Record<V, string>) =>
    choices.map((value) => ({ value, label: t(`trading.optimization.${keys[value]}` as string) }));
  return (
    <>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 7 }}>
          <FormSelect
            control={form.control}
            name="maximize"
            label={t('trading.optimization.objective')}
            options={[
              ...OPTIMIZE_OBJECTIVES.map((name) => ({
                value: name,
                label: t(`trading.stats.${STAT_KEYS[name]}.label`),
              })),
              { value: 'formula', label: t('trading.optimization.formulaOption') },
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <FormSelect
            control={form.control}
            name="direction"
            label={t('trading.optimization.direction')}
            options={labelled(OPTIMIZE_DIRECTIONS, DIRECTION_LABELS)}
          />
        </Grid>
      </Grid>
      {values.maximize === 'formula' && (
        <FormTextField
          form={form}
          name="formula"
          rules={{ validate: expressionRule(t, OPTIMIZE_OBJECTIVES, true) }}
          fullWidth
          label={t('trading.optimization.formula')}
          hint={t('trading.optimization.formulaHelp')}
          slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
        />
      )}
      <FormTextField
        form={form}
        name="constraint"
        rules={{ validate: expressionRule(t, Object.keys(values.params ?? {}), false) }}
        fullWidth
        label={t('trading.optimization.constraint')}
        hint={t('trading.optimization.constraintHelp')}
        slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
      />
      <NumbersAndSwitches form={form} numbers={{}} switches={{ sampled: 'trading.optimization.sampled' }} />
      {values.sampled && (
        <>
          <FormSelect
            control={form.control}
            name="sample_method"
            label={t('trading.optimization.sampleMethod')}
            options={labelled(SEARCH_METHODS, METHOD_LABELS)}
          />
          <NumbersAndSwitches
            form={form}
            switches={{}}
            numbers={{
              sample_tries: {
                label: 'trading.optimization.sampleTries',
                rule: { min: 1, max: maxTries, integer: true },
              },
              sample_seed: {
                label: 'trading.optimization.sampleSeed',
                rule: { min: 0, max: 2_147_483_647, integer: true },
              },
            }}
          />
        </>
      )}
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {values.sampled
          ? t('trading.optimization.sampledCombinations', {
              count: Math.min(allowed, Math.max(0, parseDecimal(values.sample_tries) || 0)),
              total: allowed,
            })
          : t('trading.optimization.combinations', { count: allowed })}
      </Typography>
    </>
  );
}
