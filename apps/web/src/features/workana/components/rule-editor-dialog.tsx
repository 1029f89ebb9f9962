import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BUDGET_TYPES, type WorkanaRule } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { OptionSelect } from '@/shared/ui/option-select.tsx';
import { useRates, useSaveRule } from '@/features/workana/api/settings-api.ts';
import { criteriaOf, ruleFormValues, ruleInputOf, type RuleFormValues } from './rule-form-values.ts';
import { RulePreview } from './rule-preview.tsx';
import { WordListField } from './word-list-field.tsx';

/** Creates or edits a rule, with the live preview of what it would have found beside the fields. */
export function RuleEditorDialog({ rule, onClose }: { rule?: WorkanaRule; onClose: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<RuleFormValues>(() => ruleFormValues(rule));
  const save = useSaveRule();
  const rates = useRates();
  const c = values.criteria;
  const set = <K extends keyof RuleFormValues['criteria']>(key: K, value: RuleFormValues['criteria'][K]) =>
    setValues((v) => ({ ...v, criteria: { ...v.criteria, [key]: value } }));
  const input = ruleInputOf(values);
  const numberField = (key: 'budget_min' | 'budget_max' | 'max_age_hours' | 'max_bids') => (
    <TextField
      fullWidth
      label={t(`workana.rule.${key}`)}
      value={c[key]}
      onChange={(e) => set(key, e.target.value)}
      slotProps={{ htmlInput: { inputMode: 'decimal', name: key } }}
    />
  );
  const currencies = ['BRL', ...(rates.data ?? []).map((r) => r.currency)];
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="rule-editor-title">
      <DialogTitle id="rule-editor-title">
        {t(rule ? 'workana.rule.edit' : 'workana.rule.create')}
      </DialogTitle>
      <DialogContent dividers>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Grid container spacing={2}>
              <Grid size={12}>
                <TextField
                  fullWidth
                  required
                  label={t('workana.rule.name')}
                  value={values.name}
                  onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
                  slotProps={{ htmlInput: { name: 'name', maxLength: 80 } }}
                />
              </Grid>
              <Grid size={12}>
                <WordListField
                  name="include"
                  label={t('workana.rule.include')}
                  helper={t('workana.rule.includeHelp')}
                  value={c.include}
                  onChange={(v) => set('include', v)}
                />
              </Grid>
              <Grid size={12}>
                <WordListField
                  name="exclude"
                  label={t('workana.rule.exclude')}
                  value={c.exclude}
                  onChange={(v) => set('exclude', v)}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 8 }}>
                <WordListField
                  name="skills"
                  label={t('workana.rule.skills')}
                  value={c.skills}
                  onChange={(v) => set('skills', v)}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <OptionSelect
                  label={t('workana.rule.skillsMode')}
                  options={(['any', 'all'] as const).map((m) => ({
                    value: m,
                    label: t(`workana.rule.skillsModes.${m}`),
                  }))}
                  value={c.skills_mode}
                  onChange={(v) => set('skills_mode', v as 'any' | 'all')}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <OptionSelect
                  label={t('workana.rule.budgetType')}
                  options={[
                    { value: 'any', label: t('workana.rule.anyBudget') },
                    ...BUDGET_TYPES.map((b) => ({ value: b, label: t(`workana.budgetType.${b}`) })),
                  ]}
                  value={c.budget_type}
                  onChange={(v) => set('budget_type', v as 'any' | 'fixed' | 'hourly')}
                />
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>{numberField('budget_min')}</Grid>
              <Grid size={{ xs: 6, sm: 3 }}>{numberField('budget_max')}</Grid>
              <Grid size={{ xs: 12, sm: 2 }}>
                <OptionSelect
                  label={t('workana.rule.currency')}
                  options={currencies.map((cur) => ({ value: cur, label: cur }))}
                  value={c.budget_currency}
                  onChange={(v) => set('budget_currency', v)}
                />
              </Grid>
              <Grid size={{ xs: 6 }}>{numberField('max_age_hours')}</Grid>
              <Grid size={{ xs: 6 }}>{numberField('max_bids')}</Grid>
              <Grid size={{ xs: 12, sm: 8 }}>
                <WordListField
                  name="countries"
                  upperCase
                  label={t('workana.rule.countries')}
                  helper={t('workana.rule.countriesHelp')}
                  value={c.countries}
                  onChange={(v) => set('countries', v)}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={c.payment_verified_only}
                      onChange={(e) => set('payment_verified_only', e.target.checked)}
                    />
                  }
                  label={t('workana.rule.verifiedOnly')}
                />
              </Grid>
            </Grid>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t('workana.preview.title')}
            </Typography>
            <RulePreview criteria={criteriaOf(values)} />
          </Grid>
        </Grid>
        {save.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {applyServerErrors(save.error, t)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!input || save.isPending}
          onClick={() => input && save.mutate({ id: rule?.id, rule: input }, { onSuccess: onClose })}
        >
          {t('workana.rule.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
