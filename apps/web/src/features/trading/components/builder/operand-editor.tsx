import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { OperandInput } from '@alvorada/backtest';
import { useTranslation } from 'react-i18next';
import { DraftNumberField } from './draft-number-field.tsx';
import { useDraftEditing } from './draft-editing.ts';
import { choiceOf, INDICATORS, OPERAND_CHOICES, operandOf, type OperandChoice } from './operand-catalogue.ts';
import type { DraftPath } from './rule-draft.ts';

const GROUPS = ['price', 'value', 'indicator'] as const;

/** One side of a comparison: what it is (price field, value, indicator) and, for an indicator, its settings. */
export function OperandEditor({
  operand,
  path,
  label,
}: {
  operand: OperandInput;
  path: DraftPath;
  label: string;
}) {
  const { t } = useTranslation();
  const { set, issue } = useDraftEditing();
  const numbers = operand.kind === 'indicator' ? INDICATORS[operand.name].numbers : [];
  const choices = operand.kind === 'indicator' ? INDICATORS[operand.name].choices : [];
  const values = operand as unknown as Record<string, number | string | undefined>;
  return (
    <Stack
      role="group"
      aria-label={label}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <TextField
        select
        fullWidth={false}
        size="small"
        label={label}
        value={choiceOf(operand)}
        onChange={(event) => set(path, operandOf(event.target.value as OperandChoice))}
        sx={{ minWidth: 200 }}
      >
        {GROUPS.flatMap((group) => [
          <ListSubheader key={group}>{t(`trading.builder.operandGroup.${group}`)}</ListSubheader>,
          ...OPERAND_CHOICES.filter((choice) => choice.split('.')[0] === group).map((choice) => (
            <MenuItem key={choice} value={choice}>
              {t(`trading.builder.operand.${choice}`)}
            </MenuItem>
          )),
        ])}
      </TextField>
      {operand.kind === 'value' && (
        <DraftNumberField
          label={t('trading.builder.param.value')}
          value={operand.value}
          onChange={(value) => set([...path, 'value'], value)}
          error={issue([...path, 'value'])}
          sx={{ width: 120 }}
        />
      )}
      {numbers.map(({ key }) => (
        <DraftNumberField
          key={key}
          label={t(`trading.builder.param.${key}`)}
          value={values[key] as number | undefined}
          onChange={(value) => set([...path, key], value)}
          error={issue([...path, key])}
          sx={{ width: 96 }}
        />
      ))}
      {choices.map(({ key, options }) => (
        <TextField
          key={key}
          select
          fullWidth={false}
          size="small"
          label={t(`trading.builder.param.${key}`)}
          value={values[key] ?? options[0]}
          onChange={(event) => set([...path, key], event.target.value)}
          sx={{ minWidth: 120 }}
        >
          {options.map((option) => (
            <MenuItem key={option} value={option}>
              {t(
                key === 'source'
                  ? `trading.builder.operand.price.${option}`
                  : `trading.builder.output.${option}`,
              )}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </Stack>
  );
}
