import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@alvorada/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { signIn } from '../../../shared/auth/session-actions.ts';
import { applyServerErrors, validationMessage } from '../../../shared/ui/form/field-errors.ts';
import { PasswordField } from '../../../shared/ui/form/password-field.tsx';
import { authApi } from '../api/auth-api.ts';
import { safeRedirect } from '../api/safe-redirect.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { TextLink } from '../components/text-link.tsx';

type LoginForm = { email: string; password: string };

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginForm>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      signIn(await authApi.login(values));
      await navigate(safeRedirect(params.get('to')), { replace: true });
    } catch (error) {
      setServerError(applyServerErrors(error, t));
    }
  });

  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit}>
        {serverError && (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        )}
        <TextField
          label={t('auth.fields.emailOrUsername')}
          autoComplete="username"
          autoFocus
          error={Boolean(errors.email)}
          helperText={validationMessage(t, errors.email?.message)}
          {...register('email')}
        />
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete="current-password"
          error={Boolean(errors.password)}
          helperText={validationMessage(t, errors.password?.message)}
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
