import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { ACTIONS, SUBJECTS, conditionFieldsOf } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { actionLabel, subjectLabel } from '@/shared/i18n/labels.ts';
import { EMPTY_DRAFT, fromDraft, type RuleDraft } from './rule-draft.ts';

/**
 * Rules with conditions (JSON checked against the fields the subject's lists can filter on), denials and
 * field restrictions.
 */
export function AdvancedRules({
  drafts,
  onChange,
}: {
  drafts: RuleDraft[];
  onChange: (drafts: RuleDraft[]) => void;
}) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<RuleDraft>) =>
    onChange(drafts.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  return (
    <Stack spacing={2}>
      {drafts.length === 0 && <Typography color="text.secondary">{t('admin.rules.noneAdvanced')}</Typography>}
      {drafts.map((draft, i) => {
        const result = fromDraft(draft, i);
        const known = conditionFieldsOf(draft.subjects);
        return (
          <Card key={i} variant="outlined">
            <CardContent>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 5 }}>
                  <Autocomplete
                    multiple
                    options={[...ACTIONS]}
                    value={draft.actions}
                    getOptionLabel={(a) => actionLabel(t, a)}
                    onChange={(_, actions) => set(i, { actions })}
                    renderInput={(params) => <TextField {...params} label={t('admin.rules.actions')} />}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 5 }}>
                  <Autocomplete
                    multiple
                    options={[...SUBJECTS]}
                    value={draft.subjects}
                    getOptionLabel={(s) => subjectLabel(t, s)}
                    onChange={(_, subjects) => set(i, { subjects })}
                    renderInput={(params) => <TextField {...params} label={t('admin.rules.subjects')} />}
                  />
                </Grid>
                <Grid size={{ xs: 10, md: 2 }} sx={{ display: 'flex', alignItems: 'center' }}>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={draft.inverted}
                        onChange={(e) => set(i, { inverted: e.target.checked })}
                      />
                    }
                    label={t('admin.rules.deny')}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 7 }}>
                  <TextField
                    multiline
                    minRows={3}
                    label={t('admin.rules.conditions')}
                    placeholder='{ "id": "${user.id}" }'
                    value={draft.conditions}
                    onChange={(e) => set(i, { conditions: e.target.value })}
                    slotProps={{
                      htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' }, dir: 'ltr' },
                    }}
                    helperText={t('admin.rules.knownFields', { fields: known.join(', ') })}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 5 }}>
                  <TextField
                    label={t('admin.rules.fields')}
                    placeholder="cpf, email"
                    value={draft.fields}
                    onChange={(e) => set(i, { fields: e.target.value })}
                    helperText={t('admin.rules.fieldsHelp')}
                  />
                </Grid>
              </Grid>
              <Stack direction="row" sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography variant="body2" color="error" role="alert">
                  {result.errors.map((e) => t(`admin.rules.errors.${e.key}`, { name: e.name })).join(' ')}
                </Typography>
                <Tooltip title={t('admin.rules.remove')}>
                  <IconButton
                    aria-label={t('admin.rules.remove')}
                    onClick={() => onChange(drafts.filter((_, j) => j !== i))}
                  >
                    <DeleteOutlined />
                  </IconButton>
                </Tooltip>
              </Stack>
            </CardContent>
          </Card>
        );
      })}
      <Button
        startIcon={<AddOutlined />}
        onClick={() => onChange([...drafts, EMPTY_DRAFT])}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('admin.rules.add')}
      </Button>
    </Stack>
  );
}
