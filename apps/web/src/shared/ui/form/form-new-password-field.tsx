import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { FormPasswordField } from './form-password-field.tsx';
import type { OutlinedFieldProps } from './outlined-field.tsx';
import { PasswordRules } from './password-rules.tsx';

/**
 * A new password's field registered on `form`, followed by the rules it must meet (the list `rulesId`
 * names, which describes the field), ticked as it is typed; with `identity`, the rule that it must not
 * contain the account's e-mail or username too.
 */
export function FormNewPasswordField<T extends FieldValues>({
  form,
  name,
  rulesId,
  identity,
  ...props
}: Omit<OutlinedFieldProps, 'name' | 'error' | 'helperText' | 'autoComplete' | 'inputProps'> & {
  form: UseFormReturn<T>;
  name: Path<T>;
  rulesId: string;
  identity?: { email?: string; username?: string };
}) {
  const password: string | undefined = useWatch({ control: form.control, name });
  return (
    <>
      <FormPasswordField
        {...props}
        form={form}
        name={name}
        autoComplete="new-password"
        inputProps={{ 'aria-describedby': rulesId }}
      />
      <PasswordRules id={rulesId} password={password ?? ''} identity={identity} />
    </>
  );
}
