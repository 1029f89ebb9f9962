import Stack from '@mui/material/Stack';
import { forgotPasswordSchema } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { FormEmailField } from '@/shared/ui/form/form-email-field.tsx';
import { useForgotPassword } from '@/features/auth/api/auth-api.ts';
import { AuthActions } from '@/features/auth/components/auth-actions.tsx';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { FormStatus } from '@/features/auth/components/form-status.tsx';
import { useDetailForm } from '@/features/auth/components/use-detail-form.ts';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const send = useForgotPassword();
  const { form, onSubmit, success, error } = useDetailForm(
    forgotPasswordSchema,
    { email: '' },
    send.mutateAsync,
  );
  const { isSubmitting } = form.formState;
  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit}>
        <FormStatus success={success} error={error} />
        <FormEmailField form={form} autoFocus />
        <AuthActions label={t('auth.forgot.submit')} sending={isSubmitting} />
      </Stack>
    </AuthCard>
  );
}
