import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { PERIOD_PRESETS, type PeriodPreset } from './use-period.ts';

/** The overview's period: one of the presets, or the months a link brought, named in the interface's language. */
export function PeriodSelect({
  preset,
  from,
  to,
  onChange,
}: {
  preset: PeriodPreset | undefined;
  from: string;
  to: string;
  onChange: (preset: PeriodPreset) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <TextField
      select
      size="small"
      label={t('energy.period.label')}
      value={preset ?? 'custom'}
      onChange={(event) => onChange(event.target.value as PeriodPreset)}
      sx={{ width: 240 }}
    >
      {PERIOD_PRESETS.map((p) => (
        <MenuItem key={p} value={p}>
          {t(`energy.period.${p}`)}
        </MenuItem>
      ))}
      {!preset && (
        <MenuItem value="custom" disabled>
          {t('energy.period.custom', { from: format.month(from), to: format.month(to) })}
        </MenuItem>
      )}
    </TextField>
  );
}
