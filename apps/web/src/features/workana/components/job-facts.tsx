import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import type { WorkanaJob } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { ToneChip } from './tone-chip.tsx';

/** A job's budget, bids, age, client and skills, as one compact block. */
export function JobFacts({ job }: { job: WorkanaJob }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const facts = [
    job.budget
      ? `${t(`workana.budgetType.${job.budget.type}`)}: ${job.budget.raw}`
      : t('workana.job.noBudget'),
    job.bids !== null ? t('workana.job.bids', { count: job.bids }) : null,
    job.posted_at ? t('workana.job.posted', { when: format.relative(job.posted_at) }) : null,
    job.client.country,
  ].filter(Boolean);
  return (
    <Stack spacing={0.75}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, alignItems: 'center' }}>
        {facts.map((fact) => (
          <Typography key={fact} variant="body2" color="text.secondary">
            <bdi>{fact}</bdi>
          </Typography>
        ))}
        {job.client.payment_verified && (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <VerifiedOutlined fontSize="small" color="success" />
            <Typography variant="body2" color="text.secondary">
              {t('workana.job.verified')}
            </Typography>
          </Stack>
        )}
        {job.flags.urgent && <ToneChip tone="warning" label={t('workana.job.urgent')} />}
        {job.flags.featured && <ToneChip tone="info" label={t('workana.job.featured')} />}
      </Stack>
      {job.skills.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {job.skills.map((skill) => (
            <Chip key={skill} size="small" variant="outlined" label={skill} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
