import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import type { WorkanaSource, WorkanaSourceState } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { SimpleTable } from '@/shared/ui/simple-table.tsx';
import { useRunSource, useSources, useUpdateSource } from '@/features/workana/api/settings-api.ts';
import { CardHeading } from './card-heading.tsx';
import { blockedReasonLabel } from './source-health.ts';
import { ToneChip, type Tone } from './tone-chip.tsx';
import { WebhookSecret } from './webhook-secret.tsx';

const COLOR: Record<WorkanaSourceState, Tone> = {
  idle: 'default',
  ok: 'success',
  blocked: 'warning',
  error: 'error',
};

/** The address of a polled source, saved when it loses focus with a change. */
function UrlField({ source, disabled }: { source: WorkanaSource; disabled: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateSource();
  const [value, setValue] = useState(source.url ?? '');
  const save = () => {
    const url = value.trim() || null;
    if (url !== source.url) update.mutate({ id: source.id, patch: { url } });
  };
  return (
    <TextField
      size="small"
      fullWidth
      label={t('workana.sources.url')}
      value={value}
      disabled={disabled}
      onChange={(e) => setValue(e.target.value)}
      onBlur={save}
      error={update.isError}
      helperText={update.isError ? applyServerErrors(update.error, t) : undefined}
      slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
    />
  );
}

/** Each source with its health (state, last and next run, why it is blocked), on/off, and "run now". */
export function SourcesCard() {
  const { t } = useTranslation();
  const format = useFormatters();
  const ability = useAbility();
  const canManage = ability.can('update', 'Workana');
  const sources = useSources();
  const update = useUpdateSource();
  const run = useRunSource();
  const error = run.error ?? update.error;
  const when = (value: string | null) => (value ? format.relative(value) : '—');
  return (
    <Card>
      <CardHeading title={t('workana.sources.title')} hint={t('workana.sources.hint')} />
      {error && (
        <Alert severity="error" sx={{ mx: 2.5, mt: 2 }}>
          {applyServerErrors(error, t)}
        </Alert>
      )}
      <SimpleTable
        head={['source', 'state', 'lastRun', 'nextRun', 'enabled', 'actions'].map((c) => (
          <TableCell key={c}>{t(`workana.sources.column.${c}`)}</TableCell>
        ))}
      >
        {sources.data?.map((s) => (
          <TableRow key={s.id} data-testid={`source-${s.kind}`}>
            <TableCell sx={{ minWidth: 240 }}>
              <Typography sx={{ fontWeight: 600 }}>{t(`workana.sourceKind.${s.kind}`)}</Typography>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ mb: s.kind === 'workana' || s.kind === 'rss' ? 1 : 0 }}
              >
                {t(`workana.sources.about.${s.kind}`)}
              </Typography>
              {(s.kind === 'workana' || s.kind === 'rss') && <UrlField source={s} disabled={!canManage} />}
              {s.kind === 'webhook' && canManage && <WebhookSecret source={s} />}
            </TableCell>
            <TableCell>
              <ToneChip tone={COLOR[s.state]} label={t(`workana.sourceState.${s.state}`)} />
              {s.blocked_reason && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {blockedReasonLabel(t, s.blocked_reason)}
                </Typography>
              )}
            </TableCell>
            <TableCell>
              <bdi>{when(s.last_run_at)}</bdi>
            </TableCell>
            <TableCell>
              <bdi>{s.enabled ? when(s.next_run_at) : '—'}</bdi>
            </TableCell>
            <TableCell>
              <Switch
                checked={s.enabled}
                disabled={!canManage}
                onChange={(e) => update.mutate({ id: s.id, patch: { enabled: e.target.checked } })}
                slotProps={{
                  input: {
                    'aria-label': t('workana.sources.enable', {
                      name: t(`workana.sourceKind.${s.kind}`),
                    }),
                  },
                }}
              />
            </TableCell>
            <TableCell>
              {s.kind !== 'webhook' && canManage && (
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<PlayArrowOutlined />}
                  sx={{ whiteSpace: 'nowrap' }}
                  disabled={!s.enabled || (run.isPending && run.variables === s.id)}
                  onClick={() => run.mutate(s.id)}
                >
                  {t('workana.sources.runNow')}
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </SimpleTable>
    </Card>
  );
}
