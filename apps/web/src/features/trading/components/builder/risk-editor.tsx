import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DraftNumberField } from './draft-number-field.tsx';
import { useDraftEditing } from './draft-editing.ts';

type SizeMode = 'all' | 'fraction' | 'units';

/** How much each entry buys or sells, the protective exits, and whether an opposite signal reverses. */
export function RiskEditor() {
  const { t } = useTranslation();
  const { draft, set, issue } = useDraftEditing();
  const risk = draft.risk ?? {};
  const mode: SizeMode = risk.units !== undefined ? 'units' : risk.size !== undefined ? 'fraction' : 'all';
  const chooseMode = (next: SizeMode) =>
    set(['risk'], {
      ...risk,
      size: next === 'fraction' ? 0.5 : undefined,
      units: next === 'units' ? 1 : undefined,
    });
  const percent = (key: 'stopLossPct' | 'takeProfitPct') => (
    <DraftNumberField
      fullWidth
      optional
      label={t(`trading.builder.risk.${key}`)}
      placeholder={t('trading.builder.risk.off')}
      value={risk[key]}
      onChange={(value) => set(['risk', key], value)}
      error={issue(['risk', key])}
    />
  );
  return (
    <Card component="section" aria-labelledby="builder-risk">
      <CardContent>
        <Typography id="builder-risk" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('trading.builder.risk.title')}
        </Typography>
        <FormControlLabel
          sx={{ mb: 2 }}
          control={
            <Switch
              checked={draft.reverse ?? false}
              onChange={(event) => set(['reverse'], event.target.checked)}
            />
          }
          label={t('trading.builder.risk.reverse')}
        />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              select
              fullWidth
              size="small"
              label={t('trading.builder.risk.size')}
              value={mode}
              onChange={(event) => chooseMode(event.target.value as SizeMode)}
            >
              {(['all', 'fraction', 'units'] as const).map((m) => (
                <MenuItem key={m} value={m}>
                  {t(`trading.builder.risk.sizeMode.${m}`)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {mode === 'fraction' && (
              <DraftNumberField
                fullWidth
                label={t('trading.builder.risk.fraction')}
                value={risk.size === undefined ? undefined : risk.size * 100}
                onChange={(value) => set(['risk', 'size'], value === undefined ? undefined : value / 100)}
                error={issue(['risk', 'size'])}
              />
            )}
            {mode === 'units' && (
              <DraftNumberField
                fullWidth
                label={t('trading.builder.risk.units')}
                value={risk.units}
                onChange={(value) => set(['risk', 'units'], value)}
                error={issue(['risk', 'units'])}
              />
            )}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{percent('stopLossPct')}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{percent('takeProfitPct')}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <DraftNumberField
              fullWidth
              optional
              label={t('trading.builder.risk.trailingAtr')}
              placeholder={t('trading.builder.risk.off')}
              value={risk.trailingAtr?.multiplier}
              onChange={(multiplier) =>
                set(
                  ['risk', 'trailingAtr'],
                  multiplier === undefined
                    ? undefined
                    : { period: risk.trailingAtr?.period ?? 14, multiplier },
                )
              }
              error={issue(['risk', 'trailingAtr', 'multiplier'])}
            />
          </Grid>
          {risk.trailingAtr && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <DraftNumberField
                fullWidth
                label={t('trading.builder.risk.trailingPeriod')}
                value={risk.trailingAtr.period}
                onChange={(period) => set(['risk', 'trailingAtr', 'period'], period)}
                error={issue(['risk', 'trailingAtr', 'period'])}
              />
            </Grid>
          )}
        </Grid>
      </CardContent>
    </Card>
  );
}
