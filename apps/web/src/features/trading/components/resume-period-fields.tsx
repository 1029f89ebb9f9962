import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DateField, INVALID_DATE } from '@/shared/ui/date-field/date-field.tsx';
import { OptionSelect } from '@/shared/ui/option-select.tsx';
import { RESUME_PRESETS, type useResumePeriod } from './resume-period.ts';

/** The summary's period: a preset, or the first and last days; each change goes to the URL. */
export function ResumePeriodFields({
  state: { period, preset, choose, setEnd },
}: {
  state: ReturnType<typeof useResumePeriod>;
}) {
  const { t } = useTranslation();
  const presets = RESUME_PRESETS.map((p) => ({ value: p, label: t(`trading.resume.period.${p}`) }));
  // A date changes the period once what is typed is a whole date (or nothing).
  const end = (key: 'from' | 'to') => (value: string) => {
    if (value !== INVALID_DATE) setEnd(key, value);
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: { xs: '100%', md: 'auto' } }}>
      <Stack sx={{ minWidth: 200 }}>
        <OptionSelect
          label={t('trading.resume.period.label')}
          options={
            preset ? presets : [...presets, { value: 'custom', label: t('trading.resume.period.custom') }]
          }
          value={preset ?? 'custom'}
          onChange={(next) => {
            const chosen = RESUME_PRESETS.find((p) => p === next);
            if (chosen) choose(chosen);
          }}
        />
      </Stack>
      <DateField label={t('trading.resume.period.from')} value={period.from ?? ''} onChange={end('from')} />
      <DateField label={t('trading.resume.period.to')} value={period.to ?? ''} onChange={end('to')} />
    </Stack>
  );
}
