import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ACTIONS, SUBJECTS, type Action, type AdminUser, type Subject } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { actionLabel, subjectLabel } from '@/shared/i18n/labels.ts';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { RuleSummary } from '@/shared/ui/rule-summary.tsx';
import { useDebounced } from '@/shared/hooks/use-debounced.ts';
import { useUsers } from '@/shared/api/users-api.ts';
import { useCheckPermission } from '@/features/admin/permissions/api/permissions-api.ts';

/** Would this user be allowed? Answers with the rule that decided, as CASL's relevantRuleFor finds it. */
export function CheckTool() {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = useDebounced(input);
  const users = useUsers({ page: 1, page_size: 10, search });
  const [user, setUser] = useState<AdminUser | null>(null);
  const [action, setAction] = useState<Action>('read');
  const [subject, setSubject] = useState<Subject>('Admin');
  const [record, setRecord] = useState('');
  const [field, setField] = useState('');
  const [recordError, setRecordError] = useState(false);
  const check = useCheckPermission();

  const run = () => {
    let parsed: Record<string, unknown> | undefined;
    if (record.trim()) {
      try {
        parsed = JSON.parse(record) as Record<string, unknown>;
      } catch {
        setRecordError(true);
        return;
      }
    }
    setRecordError(false);
    check.mutate({ user_id: user!.id, action, subject, record: parsed, field: field.trim() || undefined });
  };

  return (
    <Card>
      <CardHeader
        title={t('admin.permissions.check.title')}
        subheader={t('admin.permissions.check.subtitle')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Autocomplete
              options={users.data?.results ?? []}
              value={user}
              onChange={(_, u) => setUser(u)}
              inputValue={input}
              onInputChange={(_, v) => setInput(v)}
              filterOptions={(x) => x}
              loading={users.isFetching}
              getOptionLabel={(u) => `${u.full_name || u.username} <${u.email}>`}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              renderInput={(params) => <TextField {...params} label={t('admin.permissions.check.user')} />}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <TextField
              select
              label={t('admin.permissions.check.action')}
              value={action}
              onChange={(e) => setAction(e.target.value as Action)}
            >
              {ACTIONS.map((a) => (
                <MenuItem key={a} value={a}>
                  {actionLabel(t, a)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <TextField
              select
              label={t('admin.permissions.subject')}
              value={subject}
              onChange={(e) => setSubject(e.target.value as Subject)}
            >
              {SUBJECTS.map((s) => (
                <MenuItem key={s} value={s}>
                  {subjectLabel(t, s)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <TextField
              multiline
              minRows={2}
              label={t('admin.permissions.check.record')}
              placeholder='{ "id": 12, "status": "active" }'
              value={record}
              onChange={(e) => setRecord(e.target.value)}
              error={recordError}
              helperText={
                recordError ? t('admin.rules.errors.conditionsJson') : t('admin.permissions.check.recordHelp')
              }
              slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' }, dir: 'ltr' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              label={t('admin.permissions.check.field')}
              value={field}
              onChange={(e) => setField(e.target.value)}
            />
          </Grid>
        </Grid>
        <Button variant="contained" sx={{ mt: 2 }} disabled={!user || check.isPending} onClick={run}>
          {t('admin.permissions.check.run')}
        </Button>
        {check.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {applyServerErrors(check.error, t)}
          </Alert>
        )}
        {check.data && (
          <Alert severity={check.data.allowed ? 'success' : 'error'} sx={{ mt: 2 }} role="status">
            <Stack spacing={1}>
              <Typography sx={{ fontWeight: 600 }}>
                {check.data.allowed
                  ? t('admin.permissions.check.allowed')
                  : t('admin.permissions.check.denied')}
              </Typography>
              {check.data.rule ? (
                <>
                  <Typography variant="body2">
                    {t('admin.permissions.check.decidedBy', {
                      role: check.data.role,
                      index: (check.data.rule_index ?? 0) + 1,
                    })}
                  </Typography>
                  <RuleSummary rule={check.data.rule} />
                </>
              ) : (
                <Typography variant="body2">
                  {t('admin.permissions.check.noRule', { role: check.data.role ?? t('admin.users.noRole') })}
                </Typography>
              )}
            </Stack>
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
