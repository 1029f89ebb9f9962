import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { registerSchema } from '@alvorada/contracts';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormEmailField } from '@/shared/ui/form/form-email-field.tsx';
import { FormTextField } from '@/shared/ui/form/form-text-field.tsx';
import { FormNewPasswordField } from '@/shared/ui/form/form-new-password-field.tsx';
import { useRegister } from '@/features/auth/api/auth-api.ts';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { FormStatus } from '@/features/auth/components/form-status.tsx';
import { TextLink } from '@/features/auth/components/text-link.tsx';
import { useDetailForm } from '@/features/auth/components/use-detail-form.ts';

export default function RegisterPage() {
  const { t } = useTranslation();
  const send = useRegister();
  const { form, onSubmit, success, error } = useDetailForm(
    registerSchema,
    { full_name: '', username: '', email: '', password: '' },
    (values) => send.mutateAsync({ ...values, full_name: values.full_name || undefined }),
  );
  const { isSubmitting } = form.formState;
  const [email, username] = useWatch({ control: form.control, name: ['email', 'username'] });
  return (
    <AuthCard title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit}>
        <FormStatus success={success} error={error} />
        <TextField label={t('auth.fields.fullName')} autoComplete="name" {...form.register('full_name')} />
        <FormTextField
          form={form}
          name="username"
          label={t('auth.fields.username')}
          autoComplete="username"
          required
          hint={t('auth.register.usernameHint')}
        />
        <FormEmailField form={form} required />
        <FormNewPasswordField
          form={form}
          name="password"
          label={t('auth.fields.password')}
          required
          rulesId="password-rules"
          identity={{ email, username }}
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting || Boolean(success)}>
          {isSubmitting ? t('common.sending') : t('auth.register.submit')}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {t('auth.register.haveAccount')} <TextLink to="/login">{t('auth.backToLogin')}</TextLink>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
