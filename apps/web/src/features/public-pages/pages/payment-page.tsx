import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BillingCycle } from '@alvorada/contracts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { useFormatters } from '@/shared/i18n/format.ts';
import { PublicShell } from '@/features/public-pages/components/public-shell.tsx';
import { CheckoutForm } from '@/features/public-pages/payment/checkout-form.tsx';
import { OrderSummary } from '@/features/public-pages/payment/order-summary.tsx';
import { OrderConfirmation } from '@/features/public-pages/payment/order-confirmation.tsx';
import { orderMessage } from '@/features/public-pages/payment/order-message.ts';
import {
  newReference,
  readOrder,
  referenceFrom,
  saveOrder,
} from '@/features/public-pages/payment/order-store.ts';
import { cycleTotal, planById } from '@/features/public-pages/pricing/plans.ts';

/**
 * The checkout of `?plano=&ciclo=`. The order's reference lives in the address (`?pedido=`), so a reload keeps
 * the same order, and its PIX code, derived from the reference and the total, stays the same.
 */
export default function PaymentPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const [params, setParams] = useSearchParams();
  const plan = planById(params.get('plano'));
  const cycle: BillingCycle = params.get('ciclo') === 'annual' ? 'annual' : 'monthly';
  const [fresh] = useState(newReference);
  const reference = referenceFrom(params.get('pedido')) ?? fresh;
  const [order, setOrder] = useState(() => readOrder(reference));
  useEffect(() => {
    if (params.get('pedido') === reference) return;
    const next = new URLSearchParams(params);
    next.set('pedido', reference);
    setParams(next, { replace: true });
  }, [params, reference, setParams]);
  if (!plan)
    return (
      <PublicShell>
        <Container component="section" sx={{ py: 8 }}>
          <Typography component="h1" variant="h4" sx={{ textAlign: 'center' }}>
            {t('public.payment.title')}
          </Typography>
          <EmptyState
            title={t('public.payment.noPlan')}
            body={t('public.payment.noPlanBody')}
            action={
              <Button component={RouterLink} to="/front-pages/pricing" variant="contained">
                {t('public.payment.seePlans')}
              </Button>
            }
          />
        </Container>
      </PublicShell>
    );
  const total = cycleTotal(plan, cycle);
  const planName = t(`public.plans.${plan.id}.name`);
  return (
    <PublicShell>
      <Container sx={{ py: { xs: 4, md: 6 } }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
          {t('public.payment.title')}
        </Typography>
        <Alert severity="warning" sx={{ mb: 3 }} data-testid="demo-notice">
          <strong>{t('public.payment.demoTitle')}</strong> {t('public.payment.demoBody')}
        </Alert>
        {order ? (
          <OrderConfirmation order={order} reference={reference} amount={total / 100} />
        ) : (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Card variant="outlined">
                <CardContent sx={{ p: 3 }}>
                  <CheckoutForm
                    toMessage={(values) =>
                      orderMessage(t, {
                        values,
                        plan: planName,
                        cycle,
                        total: format.centavos(total),
                        reference,
                      })
                    }
                    onSent={({ email, method }) => {
                      saveOrder(reference, { email, method });
                      setOrder({ email, method });
                    }}
                  />
                </CardContent>
              </Card>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <OrderSummary plan={plan} cycle={cycle} />
            </Grid>
          </Grid>
        )}
      </Container>
    </PublicShell>
  );
}
