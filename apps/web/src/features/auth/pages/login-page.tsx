import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { forcedOutStore, signIn } from '@/shared/auth/session-actions.ts';
import { useStore } from '@/shared/storage/use-store.ts';
import { applyServerErrors, validationMessage } from '@/shared/ui/form/field-errors.ts';
import { OutlinedField } from '@/shared/ui/form/outlined-field.tsx';
import { PasswordField } from '@/shared/ui/form/password-field.tsx';
import { requestLogin } from '@/features/auth/api/login-request.ts';
import { safeRedirect } from '@/features/auth/api/safe-redirect.ts';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { TextLink } from '@/features/auth/components/text-link.tsx';
import { useLoginForm } from './use-login-form.ts';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [serverError, setServerError] = useState<string | null>(null);
  const forcedOut = useStore(forcedOutStore);
  const { errors, isSubmitting, onChange, onSubmit } = useLoginForm(async (values) => {
    setServerError(null);
    try {
      signIn(await requestLogin(values));
      await navigate(safeRedirect(params.get('to')), { replace: true });
    } catch (error) {
      setServerError(applyServerErrors(error, t));
    }
  });

  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit} onChange={onChange}>
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
          name="email"
          error={Boolean(errors.email)}
          helperText={validationMessage(t, errors.email)}
        />
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete="current-password"
          name="password"
          error={Boolean(errors.password)}
          helperText={validationMessage(t, errors.password)}
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
