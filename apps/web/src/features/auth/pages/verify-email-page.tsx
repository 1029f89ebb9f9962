import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { useVerifyEmail } from '@/features/auth/api/auth-api.ts';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { FormStatus } from '@/features/auth/components/form-status.tsx';
import { TextLink } from '@/features/auth/components/text-link.tsx';

/** Confirms the e-mail address with the token of the link the user received. */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const { mutate, data, error, isPending } = useVerifyEmail();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    // A token is single-use: send it once even when the effect runs twice.
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate({ token });
  }, [token, mutate]);
  return (
    <AuthCard title={t('auth.verify.title')}>
      <Stack spacing={2.5}>
        {!token && <Alert severity="warning">{t('auth.missingToken')}</Alert>}
        {isPending && (
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <CircularProgress size={24} />
            <Typography>{t('auth.verify.checking')}</Typography>
          </Box>
        )}
        <FormStatus success={data?.detail} error={error ? applyServerErrors(error, t) : null} />
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          <TextLink to="/login">{t('auth.backToLogin')}</TextLink>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
