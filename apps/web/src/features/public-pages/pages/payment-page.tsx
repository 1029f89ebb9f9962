import { useState } from 'react';
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
import { cycleTotal, planById } from '@/features/public-pages/pricing/plans.ts';

/** A reference the buyer and the team both quote: "ALV" and the moment, in base 36. */
const newReference = () => `ALV${Date.now().toString(36).toUpperCase()}`;

export default function PaymentPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const [params] = useSearchParams();
  const plan = planById(params.get('plano'));
  const cycle: BillingCycle = params.get('ciclo') === 'annual' ? 'annual' : 'monthly';
  const [reference] = useState(newReference);
  const [sentTo, setSentTo] = useState<string | null>(null);
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
        {sentTo ? (
          <OrderConfirmation email={sentTo} reference={reference} />
        ) : (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Card variant="outlined">
                <CardContent sx={{ p: 3 }}>
                  <CheckoutForm
                    amount={total / 100}
                    reference={reference}
                    toMessage={(values) =>
                      orderMessage(t, {
                        values,
                        plan: planName,
                        cycle,
                        total: format.centavos(total),
                        reference,
                      })
                    }
                    onSent={(values) => setSentTo(values.email)}
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
