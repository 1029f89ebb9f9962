import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { NOTIFY_MODES, type WorkanaPreferences } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { OptionSelect } from '@/shared/ui/option-select.tsx';
import { usePreferences, useSavePreferences } from '@/features/workana/api/settings-api.ts';
import { SectionCard } from '@/shared/ui/section-card.tsx';

const HOURS = Array.from({ length: 24 }, (_, h) => h);

function PreferencesForm({ initial }: { initial: WorkanaPreferences }) {
  const { t } = useTranslation();
  const save = useSavePreferences();
  const [prefs, setPrefs] = useState(initial);
  const set = <K extends keyof WorkanaPreferences>(key: K, value: WorkanaPreferences[K]) =>
    setPrefs((p) => ({ ...p, [key]: value }));
  const hourOptions = HOURS.map((h) => ({ value: String(h), label: `${String(h).padStart(2, '0')}:00` }));
  const hourSelect = (key: 'quiet_start' | 'quiet_end') => (
    <OptionSelect
      label={t(`workana.prefs.${key}`)}
      options={hourOptions}
      value={prefs[key] === null ? '' : String(prefs[key])}
      onChange={(v) => set(key, v === '' ? null : Number(v))}
      emptyLabel={t('workana.prefs.none')}
    />
  );
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <RadioGroup
          row
          value={prefs.mode}
          onChange={(e) => set('mode', e.target.value as WorkanaPreferences['mode'])}
        >
          {NOTIFY_MODES.map((mode) => (
            <FormControlLabel
              key={mode}
              value={mode}
              control={<Radio />}
              label={t(`workana.prefs.mode.${mode}`)}
            />
          ))}
        </RadioGroup>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <OptionSelect
          label={t('workana.prefs.digest_hour')}
          options={hourOptions}
          value={String(prefs.digest_hour)}
          onChange={(v) => set('digest_hour', Number(v))}
          disabled={prefs.mode !== 'digest'}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>{hourSelect('quiet_start')}</Grid>
      <Grid size={{ xs: 6, md: 3 }}>{hourSelect('quiet_end')}</Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <TextField
          fullWidth
          type="number"
          label={t('workana.prefs.hourly_cap')}
          value={prefs.hourly_cap}
          onChange={(e) =>
            set('hourly_cap', Math.max(1, Math.min(500, Math.round(Number(e.target.value) || 1))))
          }
          slotProps={{ htmlInput: { min: 1, max: 500 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          fullWidth
          label={t('workana.prefs.timezone')}
          value={prefs.timezone}
          onChange={(e) => set('timezone', e.target.value)}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormControlLabel
          control={<Switch checked={prefs.email} onChange={(e) => set('email', e.target.checked)} />}
          label={t('workana.prefs.email')}
        />
      </Grid>
      {save.isError && (
        <Grid size={12}>
          <Alert severity="error">{applyServerErrors(save.error, t)}</Alert>
        </Grid>
      )}
      {save.isSuccess && (
        <Grid size={12}>
          <Alert severity="success">{t('workana.prefs.saved')}</Alert>
        </Grid>
      )}
      <Grid size={12}>
        <Button variant="contained" disabled={save.isPending} onClick={() => save.mutate(prefs)}>
          {t('workana.prefs.save')}
        </Button>
      </Grid>
    </Grid>
  );
}

/** How and when matches reach the reader: at once or in a daily digest, quiet hours, a cap, e-mail. */
export function PreferencesCard() {
  const { t } = useTranslation();
  const prefs = usePreferences();
  return (
    <SectionCard title={t('workana.prefs.title')} hint={t('workana.prefs.hint')}>
      {prefs.data && <PreferencesForm initial={prefs.data} />}
    </SectionCard>
  );
}
