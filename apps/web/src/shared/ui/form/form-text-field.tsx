import type { ReactNode } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { useFieldError } from './use-field-error.ts';

/**
 * A text field registered on `form` under `name`: marked and explained when its value is refused, showing
 * `hint` otherwise. Select mode and children pass through to MUI's `TextField`. A form's fields register as
 * they render, and a refused form focuses the first registered: a form's fields are all of this kind (or
 * `FormPasswordField`), so that order is the screen's.
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
  const { invalid, message } = useFieldError(form, name);
  return (
    <TextField {...props} error={invalid} helperText={message ?? hint} {...form.register(name, rules)} />
  );
}
