import type { ComponentType } from 'react';
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

/** One of a form's fields shown by a searchable list such as the country or time zone field. */
export function FormListField<T extends FieldValues>({
  control,
  name,
  label,
  field: Field,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  field: ComponentType<{ label: string; value: string; onChange: (value: string) => void; error?: string }>;
}) {
  return <Field label={label} {...useChoice(control, name)} />;
}
