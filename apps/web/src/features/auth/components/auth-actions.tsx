import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TextLink } from './text-link.tsx';

/** The submit button of a visitor form (disabled while sending) and the way back to login. */
export function AuthActions({
  label,
  sending,
  disabled = false,
}: {
  label: string;
  sending: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button type="submit" variant="contained" size="large" disabled={sending || disabled}>
        {sending ? t('common.sending') : label}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        <TextLink to="/login">{t('auth.backToLogin')}</TextLink>
      </Typography>
    </>
  );
}
