import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BillingCycle } from '@alvorada/contracts';
import { FaqList } from '@/features/public-pages/faq/faq-list.tsx';
import { FAQ_TOPICS } from '@/features/public-pages/faq/faq-topics.ts';
import { ComparisonTable } from '@/features/public-pages/pricing/comparison-table.tsx';
import { PlanCard } from '@/features/public-pages/pricing/plan-card.tsx';
import { ANNUAL_MONTHS_CHARGED, PLANS } from '@/features/public-pages/pricing/plans.ts';

const BILLING_QUESTIONS = FAQ_TOPICS.find((topic) => topic.id === 'billing')!.questions;

/** The plans with the monthly/annual switch (kept in the URL), their comparison and the billing questions. */
export function PricingPlans() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const cycle: BillingCycle = params.get('ciclo') === 'annual' ? 'annual' : 'monthly';
  const choose = (_: unknown, next: BillingCycle | null) => {
    if (!next) return;
    const updated = new URLSearchParams(params);
    updated.set('ciclo', next);
    setParams(updated, { replace: true });
  };
  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'center',
          gap: 1.5,
          mb: 4,
          flexWrap: 'wrap',
        }}
      >
        <ToggleButtonGroup
          exclusive
          value={cycle}
          onChange={choose}
          aria-label={t('public.pricing.cycle')}
          sx={{
            bgcolor: 'background.paper',
            '& .MuiToggleButton-root': { color: 'text.secondary', px: 3 },
            '& .MuiToggleButton-root.Mui-selected': { color: 'text.primary', fontWeight: 700 },
          }}
        >
          <ToggleButton value="monthly">{t('public.pricing.monthly')}</ToggleButton>
          <ToggleButton value="annual">{t('public.pricing.annual')}</ToggleButton>
        </ToggleButtonGroup>
        <Chip
          color="success"
          variant="outlined"
          label={t('public.pricing.annualOffer', { months: 12 - ANNUAL_MONTHS_CHARGED })}
        />
      </Box>
      <Grid container spacing={3}>
        {PLANS.map((plan) => (
          <Grid key={plan.id} size={{ xs: 12, md: 4 }}>
            <PlanCard plan={plan} cycle={cycle} />
          </Grid>
        ))}
      </Grid>
      <Typography id="comparison-title" component="h2" variant="h5" sx={{ mt: 8, mb: 2, fontWeight: 700 }}>
        {t('public.pricing.compare')}
      </Typography>
      <ComparisonTable />
      <Typography component="h2" variant="h5" sx={{ mt: 8, mb: 2, fontWeight: 700 }}>
        {t('public.pricing.faqTitle')}
      </Typography>
      <FaqList questions={BILLING_QUESTIONS} />
    </Box>
  );
}
