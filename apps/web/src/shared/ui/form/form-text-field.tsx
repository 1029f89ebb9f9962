import type { ChangeEvent, ReactNode } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { useFieldError } from './use-field-error.ts';

/**
 * A text field registered on `form` under `name`: marked and explained when its value is refused, showing
 * `hint` otherwise. Select mode and children pass through to MUI's `TextField`. A form's fields register as
 * they render, and a refused form focuses the first registered: a form's fields are all of this kind (or
 * `FormPasswordField`), so that order is the screen's. With `mask`, the value is reshaped as it is typed
 * (masks.ts).
 */
export function FormTextField<T extends FieldValues, N extends Path<T> = Path<T>>({
  form,
  name,
  rules,
  hint,
  mask,
  ...props
}: Omit<TextFieldProps, 'name' | 'error' | 'helperText'> & {
  form: UseFormReturn<T>;
  name: N;
  rules?: RegisterOptions<T, N>;
  hint?: ReactNode;
  mask?: (value: string) => string;
}) {
  const { invalid, message } = useFieldError(form, name);
  const registered = form.register(name, rules);
  const onChange = mask
    ? (event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = mask(event.target.value);
        return registered.onChange(event);
      }
    : registered.onChange;
  return (
    <TextField {...props} error={invalid} helperText={message ?? hint} {...registered} onChange={onChange} />
  );
}
