import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RawRule } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { actionLabel, subjectLabel } from '@/shared/i18n/labels.ts';

const list = <T,>(v: T | T[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** A rule in words: allow or deny, the actions, the subjects, and any conditions or fields. */
export function RuleSummary({ rule }: { rule: RawRule }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Chip
        size="small"
        color={rule.inverted ? 'error' : 'success'}
        label={rule.inverted ? t('admin.rules.deny') : t('admin.rules.allow')}
      />
      {list(rule.action).map((a) => (
        <Chip key={a} size="small" variant="outlined" label={actionLabel(t, a)} />
      ))}
      <Typography variant="body2" color="text.secondary">
        {t('admin.rules.on')}
      </Typography>
      {list(rule.subject).map((s) => (
        <Chip key={s} size="small" label={subjectLabel(t, s)} />
      ))}
      {rule.conditions && (
        <Typography
          variant="caption"
          component="code"
          sx={{ fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.75, borderRadius: 1 }}
        >
          {t('admin.rules.when')} {JSON.stringify(rule.conditions)}
        </Typography>
      )}
      {rule.fields && (
        <Typography variant="caption">
          {t('admin.rules.fields')}: {list(rule.fields).join(', ')}
        </Typography>
      )}
    </Stack>
  );
}
