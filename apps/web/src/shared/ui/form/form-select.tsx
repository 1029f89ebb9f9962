import type { ComponentType } from 'react';
import Grid from '@mui/material/Grid';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '@/shared/ui/option-select.tsx';
import type { Option } from '@/shared/i18n/intl-options.ts';
import { validationMessage } from './field-errors.ts';

/** A form's field as a one-choice field takes it: its value, its setter, its error as text. */
function useChoice<T extends FieldValues>(control: Control<T>, name: FieldPath<T>, required?: boolean) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({
    control,
    name,
    rules: required ? { required: 'required' } : undefined,
  });
  return {
    value: (field.value ?? '') as string,
    onChange: field.onChange as (value: string) => void,
    error: validationMessage(t, fieldState.error),
  };
}

/**
 * A short list bound to one of a form's fields. `required` also refuses an empty choice in forms without a
 * schema; `onChange` replaces the form's own setter.
 */
export function FormSelect<T extends FieldValues>({
  control,
  name,
  required,
  onChange,
  ...props
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: Option[];
  emptyLabel?: string;
  required?: boolean;
  disabled?: boolean;
  onChange?: (value: string) => void;
}) {
  const choice = useChoice(control, name, required);
  return <OptionSelect {...props} {...choice} required={required} onChange={onChange ?? choice.onChange} />;
}

type ListField = ComponentType<{
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}>;

/** One of a form's fields shown by a searchable list such as the country or time zone field. */
function FormListField<T extends FieldValues>({
  control,
  name,
  label,
  field: Field,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  field: ListField;
}) {
  return <Field label={label} {...useChoice(control, name)} />;
}

/** A form's list fields (country, time zone…) in a grid, `names` in order, each in a half-width cell. */
export function FormListFields<T extends FieldValues, N extends FieldPath<T>>({
  control,
  names,
  fields,
  label,
}: {
  control: Control<T>;
  names: readonly N[];
  fields: Record<N, ListField>;
  label: (name: N) => string;
}) {
  return names.map((name) => (
    <Grid key={name} size={{ xs: 12, sm: 6 }}>
      <FormListField control={control} name={name} label={label(name)} field={fields[name]} />
    </Grid>
  ));
}
