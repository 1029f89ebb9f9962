import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PublicShell } from '@/features/public-pages/components/public-shell.tsx';
import { PricingPlans } from '@/features/public-pages/pricing/pricing-plans.tsx';

export default function FrontPricingPage() {
  const { t } = useTranslation();
  return (
    <PublicShell>
      <Container sx={{ py: { xs: 4, md: 8 } }}>
        <Typography component="h1" variant="h3" sx={{ textAlign: 'center', fontWeight: 700, mb: 1 }}>
          {t('public.pricing.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 4, maxWidth: 640, mx: 'auto' }}>
          {t('public.pricing.subtitle')}
        </Typography>
        <PricingPlans />
      </Container>
    </PublicShell>
  );
}
