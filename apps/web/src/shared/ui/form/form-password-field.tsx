import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { OutlinedFieldProps } from './outlined-field.tsx';
import { PasswordField } from './password-field.tsx';
import { useFieldError } from './use-field-error.ts';

/** A password field registered on `form` under `name`, marked and explained when its value is refused. */
export function FormPasswordField<T extends FieldValues>({
  form,
  name,
  ...props
}: Omit<OutlinedFieldProps, 'name' | 'error' | 'helperText'> & { form: UseFormReturn<T>; name: Path<T> }) {
  const { invalid, message } = useFieldError(form, name);
  return <PasswordField {...props} error={invalid} helperText={message} {...form.register(name)} />;
}
