import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SyncOutlined from '@mui/icons-material/SyncOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GenerationSourceState } from '@alvorada/contracts';
import { energyKeys } from '@/shared/api/query-keys.ts';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { useGenerationSource, usePullGenerationSource } from '@/features/energy/api/generation-source-api.ts';
import { Section } from './overview-section.tsx';
import { FigureList } from './figure-list.tsx';
import { ActionError } from './statement-dialog-parts.tsx';
import { GenerationSourceDialog } from './generation-source-dialog.tsx';

const STATE_COLORS: Record<GenerationSourceState, 'default' | 'success' | 'warning' | 'error'> = {
  idle: 'default',
  ok: 'success',
  error: 'error',
  throttled: 'warning',
  needs_credentials: 'error',
};

/**
 * Where the plant's generation comes from: files, or the SolarEdge portal pulled on a schedule, with its
 * last and next pull and why the last one failed; who may change plants configures it and pulls at once.
 * When a pull ends, the plant's figures and readings are read again.
 */
export function GenerationSourceSection({ plantId }: { plantId: number }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`energy.generationSource.${key}`);
  const format = useFormatters();
  const mayChange = useAbility().can('update', 'Geracao');
  const source = useGenerationSource(plantId).data;
  const pull = usePullGenerationSource(plantId);
  const [editing, setEditing] = useState(false);
  const client = useQueryClient();
  const pulling = source?.pulling ?? false;
  const wasPulling = useRef(pulling);
  useEffect(() => {
    if (wasPulling.current && !pulling) void client.invalidateQueries({ queryKey: energyKeys.all });
    wasPulling.current = pulling;
  }, [pulling, client]);

  const when = (value: string | null) => (value ? format.dateTime(value) : '—');
  const pulled = source?.kind === 'SOLAREDGE';
  return (
    <Section title={k('title')} loading={!source} height={120}>
      {source && (
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Chip size="small" variant="outlined" label={t(`energy.generationSource.kinds.${source.kind}`)} />
            {pulled && (
              <Chip
                size="small"
                color={STATE_COLORS[source.state]}
                label={pulling ? k('pulling') : t(`energy.generationSource.states.${source.state}`)}
                data-testid="generation-source-state"
              />
            )}
          </Stack>
          {pulled ? (
            <FigureList
              figures={[
                { label: k('siteId'), value: source.site_id ?? '—' },
                { label: k('apiKey'), value: source.api_key_set ? '••••••••' : k('apiKeyMissing') },
                { label: k('lastPull'), value: when(source.last_pull_at) },
                { label: k('nextPull'), value: source.enabled ? when(source.next_pull_at) : k('paused') },
              ]}
            />
          ) : (
            <Typography color="text.secondary">{k('csvBody')}</Typography>
          )}
          {pulled && source.last_error_message && (
            <Alert severity={source.state === 'throttled' ? 'warning' : 'error'} role="status">
              {source.last_error_message}
            </Alert>
          )}
          <ActionError error={pull.error} />
          {mayChange && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button variant="outlined" onClick={() => setEditing(true)}>
                {k('configure')}
              </Button>
              {pulled && (
                <Button
                  variant="contained"
                  startIcon={<SyncOutlined />}
                  disabled={pulling || pull.isPending}
                  onClick={() => pull.mutate()}
                >
                  {k('pullNow')}
                </Button>
              )}
            </Stack>
          )}
          {editing && <GenerationSourceDialog source={source} onClose={() => setEditing(false)} />}
        </Stack>
      )}
    </Section>
  );
}
