import type { ReactNode } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import {
  get,
  type FieldError,
  useFormState,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationMessage } from './field-errors.ts';

/**
 * A text field registered on `form` under `name`: marked and explained when its value is refused, showing
 * `hint` otherwise. Select mode and children pass through to MUI's `TextField`.
 */
export function FormTextField<T extends FieldValues, N extends Path<T> = Path<T>>({
  form,
  name,
  rules,
  hint,
  ...props
}: Omit<TextFieldProps, 'name' | 'error' | 'helperText'> & {
  form: UseFormReturn<T>;
  name: N;
  rules?: RegisterOptions<T, N>;
  hint?: ReactNode;
}) {
  const { t } = useTranslation();
  const error: FieldError | undefined = get(useFormState({ control: form.control, name }).errors, name);
  return (
    <TextField
      {...props}
      error={Boolean(error)}
      helperText={validationMessage(t, error) ?? hint}
      {...form.register(name, rules)}
    />
  );
}
