import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { passwordSchema } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { validationMessage } from '../../../shared/ui/form/field-errors.ts';
import { PasswordField } from '../../../shared/ui/form/password-field.tsx';
import { authApi } from '../api/auth-api.ts';
import { AuthActions } from '../components/auth-actions.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { FormStatus } from '../components/form-status.tsx';
import { useDetailForm } from '../components/use-detail-form.ts';

const schema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { message: 'passwords_differ', path: ['confirm'] });

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const { form, onSubmit, success, error } = useDetailForm(
    schema,
    { password: '', confirm: '' },
    ({ password }) => authApi.resetPassword({ token, password }),
  );
  const { errors, isSubmitting } = form.formState;
  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit}>
        {!token && <Alert severity="warning">{t('auth.missingToken')}</Alert>}
        <FormStatus success={success} error={error} />
        <PasswordField
          label={t('auth.fields.newPassword')}
          autoComplete="new-password"
          autoFocus
          error={Boolean(errors.password)}
          helperText={validationMessage(t, errors.password?.message) ?? t('auth.passwordHint')}
          {...form.register('password')}
        />
        <PasswordField
          label={t('auth.fields.confirmPassword')}
          autoComplete="new-password"
          error={Boolean(errors.confirm)}
          helperText={validationMessage(t, errors.confirm?.message)}
          {...form.register('confirm')}
        />
        <AuthActions
          label={t('auth.reset.submit')}
          sending={isSubmitting}
          disabled={!token || Boolean(success)}
        />
      </Stack>
    </AuthCard>
  );
}
