import type { RuleCriteria } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';

/** A rule's criteria in one line ("palavras: react · sem: wordpress · até 10 propostas"). */
export function useRuleSummary() {
  const { t } = useTranslation();
  const format = useFormatters();
  return (c: RuleCriteria) => {
    const parts = [
      c.include.length && t('workana.summary.include', { words: c.include.join(', ') }),
      c.exclude.length && t('workana.summary.exclude', { words: c.exclude.join(', ') }),
      c.skills.length && t(`workana.summary.skills_${c.skills_mode}`, { words: c.skills.join(', ') }),
      c.budget_type !== 'any' && t(`workana.budgetType.${c.budget_type}`),
      (c.budget_min !== null || c.budget_max !== null) &&
        t('workana.summary.budget', {
          currency: c.budget_currency,
          min: c.budget_min === null ? '…' : format.number(c.budget_min),
          max: c.budget_max === null ? '…' : format.number(c.budget_max),
        }),
      c.max_age_hours !== null && t('workana.summary.maxAge', { count: c.max_age_hours }),
      c.max_bids !== null && t('workana.summary.maxBids', { count: c.max_bids }),
      c.countries.length && t('workana.summary.countries', { words: c.countries.join(', ') }),
      c.payment_verified_only && t('workana.summary.verified'),
    ].filter(Boolean);
    return parts.length ? parts.join(' · ') : t('workana.summary.any');
  };
}
