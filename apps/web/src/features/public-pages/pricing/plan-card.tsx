import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BillingCycle } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { annualSaving, cycleTotal, perMonth, type Plan } from '@/features/public-pages/pricing/plans.ts';

const HIGHLIGHTS = ['consumerUnits', 'users', 'backtests'] as const;

/** One plan: its price for the chosen cycle, what the year saves, its main allowances and "Assinar". */
export function PlanCard({ plan, cycle }: { plan: Plan; cycle: BillingCycle }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const name = t(`public.plans.${plan.id}.name`);
  const titleId = `plan-${plan.id}`;
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        height: '100%',
        borderWidth: plan.featured ? 2 : 1,
        borderColor: plan.featured ? 'primary.main' : 'divider',
      }}
    >
      <CardContent sx={{ p: 3, height: '100%', display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography id={titleId} component="h2" variant="h5" sx={{ fontWeight: 700 }}>
            {name}
          </Typography>
          {plan.featured && <Chip size="small" color="primary" label={t('public.pricing.popular')} />}
        </Box>
        <Typography color="text.secondary">{t(`public.plans.${plan.id}.tagline`)}</Typography>
        <Box>
          <Typography component="p" variant="h3" sx={{ fontWeight: 700 }}>
            {format.centavos(perMonth(plan, cycle))}
            <Typography component="span" color="text.secondary" sx={{ ml: 0.5 }}>
              {t('public.pricing.perMonth')}
            </Typography>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ minHeight: 40 }}>
            {cycle === 'annual'
              ? t('public.pricing.billedAnnually', {
                  total: format.centavos(cycleTotal(plan, 'annual')),
                  saving: format.centavos(annualSaving(plan)),
                })
              : t('public.pricing.billedMonthly')}
          </Typography>
        </Box>
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, flex: 1 }}>
          {HIGHLIGHTS.map((allowance) => {
            const value = plan.allowances[allowance];
            return (
              <Box component="li" key={allowance} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <CheckOutlined fontSize="small" color="success" aria-hidden />
                {value === 'unlimited'
                  ? t(`public.pricing.highlights.${allowance}Unlimited`)
                  : t(`public.pricing.highlights.${allowance}`, { value: format.number(value as number) })}
              </Box>
            );
          })}
        </Stack>
        <Button
          component={RouterLink}
          to={`/front-pages/payment?plano=${plan.id}&ciclo=${cycle}`}
          variant={plan.featured ? 'contained' : 'outlined'}
          size="large"
          aria-label={t('public.pricing.subscribeTo', { plan: name })}
        >
          {t('public.pricing.subscribe')}
        </Button>
      </CardContent>
    </Card>
  );
}
