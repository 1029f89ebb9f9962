import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { forcedOutStore, signIn } from '@/shared/auth/session-actions.ts';
import { useStore } from '@/shared/storage/use-store.ts';
import { applyServerErrors, validationMessage } from '@/shared/ui/form/field-errors.ts';
import { lazyResolver } from '@/shared/ui/form/lazy-resolver.ts';
import { OutlinedField } from '@/shared/ui/form/outlined-field.tsx';
import { PasswordField } from '@/shared/ui/form/password-field.tsx';
import { useLogin } from '@/features/auth/api/auth-api.ts';
import { safeRedirect } from '@/features/auth/api/safe-redirect.ts';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { TextLink } from '@/features/auth/components/text-link.tsx';

type LoginForm = { email: string; password: string };

const validation = lazyResolver<LoginForm>(() =>
  import('./login-validation.ts').then((module) => module.loginResolver),
);

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [serverError, setServerError] = useState<string | null>(null);
  const forcedOut = useStore(forcedOutStore);
  const { register, handleSubmit, formState } = useForm<LoginForm>({
    resolver: validation.resolver,
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;
  const login = useLogin();

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      signIn(await login.mutateAsync(values));
      await navigate(safeRedirect(params.get('to')), { replace: true });
    } catch (error) {
      setServerError(applyServerErrors(error, t));
    }
  });

  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit} onChange={validation.preload}>
        {forcedOut && !serverError && (
          <Alert severity="warning" role="status" data-testid="signed-out-reason">
            {t(`auth.signedOut.${forcedOut}`)}
          </Alert>
        )}
        {serverError && (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        )}
        <OutlinedField
          label={t('auth.fields.emailOrUsername')}
          autoComplete="username"
          autoFocus
          error={Boolean(errors.email)}
          helperText={validationMessage(t, errors.email)}
          {...register('email')}
        />
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete="current-password"
          error={Boolean(errors.password)}
          helperText={validationMessage(t, errors.password)}
          {...register('password')}
        />
        <Typography variant="body2" sx={{ textAlign: 'end' }}>
          <TextLink to="/forgot-password">{t('auth.login.forgot')}</TextLink>
        </Typography>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting}
          data-testid="login-submit"
        >
          {isSubmitting ? t('auth.login.sending') : t('auth.login.submit')}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {t('auth.login.noAccount')} <TextLink to="/register">{t('auth.login.createAccount')}</TextLink>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
