import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { PricingPlans } from '@/features/public-pages/pricing/pricing-plans.tsx';

/** The same plans inside the app, for the team that sells and supports them. */
export default function PricingPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('public.pricing.title')} subtitle={t('public.pricing.subtitle')} />
      <PricingPlans />
    </>
  );
}
