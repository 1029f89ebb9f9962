import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { passwordSchema } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { FormPasswordField } from '@/shared/ui/form/form-password-field.tsx';
import { FormNewPasswordField } from '@/shared/ui/form/form-new-password-field.tsx';
import { useResetPassword } from '@/features/auth/api/auth-api.ts';
import { AuthActions } from '@/features/auth/components/auth-actions.tsx';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { FormStatus } from '@/features/auth/components/form-status.tsx';
import { useDetailForm } from '@/features/auth/components/use-detail-form.ts';

const schema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { message: 'passwords_differ', path: ['confirm'] });

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const send = useResetPassword();
  const { form, onSubmit, success, error } = useDetailForm(
    schema,
    { password: '', confirm: '' },
    ({ password }) => send.mutateAsync({ token, password }),
  );
  const { isSubmitting } = form.formState;
  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit}>
        {!token && <Alert severity="warning">{t('auth.missingToken')}</Alert>}
        <FormStatus success={success} error={error} />
        <FormNewPasswordField
          form={form}
          name="password"
          label={t('auth.fields.newPassword')}
          autoFocus
          rulesId="password-rules"
        />
        <FormPasswordField
          form={form}
          name="confirm"
          label={t('auth.fields.confirmPassword')}
          autoComplete="new-password"
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
