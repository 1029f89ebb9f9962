import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ConfirmedOrder } from '@/features/public-pages/payment/order-store.ts';
import { PixPanel } from '@/features/public-pages/payment/pix-panel.tsx';

/** The demo's end: the order reached the team, nothing was charged; paying by PIX, the order's code. */
export function OrderConfirmation({
  order,
  reference,
  amount,
}: {
  order: ConfirmedOrder;
  reference: string;
  /** In reais, for the PIX code. */
  amount: number;
}) {
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
            {t('public.payment.confirmedBody', { email: order.email, reference })}
          </Typography>
          {order.method === 'pix' && <PixPanel amount={amount} txid={reference} />}
          <Button component={RouterLink} to="/front-pages/help-center" variant="outlined">
            {t('public.payment.toHelpCenter')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
