import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { forcedOutStore, signIn } from '@/shared/auth/session-actions.ts';
import { useStore } from '@/shared/storage/use-store.ts';
import { applyServerErrors, validationMessage } from '@/shared/ui/form/field-errors.ts';
import { Alert } from '@/shared/ui/plain/alert.tsx';
import { PasswordField, TextField } from '@/shared/ui/plain/text-field.tsx';
import { requestLogin } from '@/features/auth/api/login-request.ts';
import { safeRedirect } from '@/features/auth/api/safe-redirect.ts';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { TextLink } from '@/features/auth/components/text-link.tsx';
import { useLoginForm } from './use-login-form.ts';

// The signed-in frame's styling loads while the visitor types, so that signing in does not wait on it.
const loadThemeFrame = () => void import('@/app/layouts/theme-frame.tsx');

/** The sign-in screen: the first a visitor sees, drawn without MUI (see plain.css). */
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
    <main>
      <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
        <form
          className="alv-auth-form"
          noValidate
          onSubmit={onSubmit}
          onChange={onChange}
          onInput={loadThemeFrame}
        >
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
          <TextField
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
          <p className="alv-text-end">
            <TextLink to="/forgot-password">{t('auth.login.forgot')}</TextLink>
          </p>
          <button type="submit" className="alv-button" disabled={isSubmitting} data-testid="login-submit">
            {isSubmitting ? t('auth.login.sending') : t('auth.login.submit')}
          </button>
          <p className="alv-text-center">
            {t('auth.login.noAccount')} <TextLink to="/register">{t('auth.login.createAccount')}</TextLink>
          </p>
        </form>
      </AuthCard>
    </main>
  );
}
