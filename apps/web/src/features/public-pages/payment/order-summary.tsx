import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BillingCycle } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { annualSaving, cycleTotal, perMonth, type Plan } from '@/features/public-pages/pricing/plans.ts';

/** The chosen plan and cycle, what it comes to, and a way back to change them. */
export function OrderSummary({ plan, cycle }: { plan: Plan; cycle: BillingCycle }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const row = (label: string, value: string, strong = false) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{value}</Typography>
    </Box>
  );
  return (
    <Card variant="outlined" component="section" aria-labelledby="summary-title">
      <CardContent sx={{ p: 3 }}>
        <Typography id="summary-title" component="h2" variant="h6" sx={{ mb: 2 }}>
          {t('public.payment.summary')}
        </Typography>
        {row(t('public.payment.plan'), t(`public.plans.${plan.id}.name`))}
        {row(t('public.payment.cycle'), t(`public.pricing.${cycle}`))}
        {row(t('public.payment.perMonth'), format.centavos(perMonth(plan, cycle)))}
        {cycle === 'annual' && row(t('public.payment.saving'), format.centavos(annualSaving(plan)))}
        <Divider sx={{ my: 1.5 }} />
        {row(t('public.payment.total'), format.centavos(cycleTotal(plan, cycle)), true)}
        <Link
          component={RouterLink}
          to={`/front-pages/pricing?ciclo=${cycle}`}
          sx={{ display: 'inline-block', mt: 2 }}
        >
          {t('public.payment.changePlan')}
        </Link>
      </CardContent>
    </Card>
  );
}
