import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The demo's end: the order reached the team, nothing was charged. */
export function OrderConfirmation({ email, reference }: { email: string; reference: string }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" role="status">
      <CardContent sx={{ p: { xs: 3, md: 5 } }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <CheckCircleOutlined color="success" sx={{ fontSize: 56 }} aria-hidden />
          <Typography component="h2" variant="h5">
            {t('public.payment.confirmedTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
            {t('public.payment.confirmedBody', { email, reference })}
          </Typography>
          <Button component={RouterLink} to="/front-pages/help-center" variant="outlined">
            {t('public.payment.toHelpCenter')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
