import type { ReactNode } from 'react';
import type { TextFieldProps } from '@mui/material/TextField';
import type { Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from './form-text-field.tsx';

/**
 * The user's own e-mail address, on a form whose field is `email`: typed so that phones show the e-mail
 * keyboard, and marked as the user's own so that browsers offer the address they know.
 */
export function FormEmailField<T extends { email: string }>({
  form,
  ...props
}: Omit<TextFieldProps, 'name' | 'error' | 'helperText' | 'label' | 'type' | 'autoComplete'> & {
  form: UseFormReturn<T>;
  hint?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FormTextField
      {...props}
      form={form}
      name={'email' as Path<T>}
      label={t('auth.fields.email')}
      type="email"
      autoComplete="email"
    />
  );
}
