import { useState } from 'react';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  GENERATION_SOURCE_KINDS,
  SOLAREDGE_BASE_URL,
  type GenerationSource,
  type GenerationSourceKind,
} from '@alvorada/contracts';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { useSaveGenerationSource } from '@/features/energy/api/generation-source-api.ts';
import { ActionButtons, ActionError } from './statement-dialog-parts.tsx';
import { FormDialog } from './form-dialog.tsx';

/** The pull intervals offered, in hours. */
const INTERVAL_HOURS = [1, 3, 6, 12, 24];

/**
 * Sets a plant's generation source. The API key is write-only: the field starts empty whether or not one is
 * stored, and left empty keeps the stored one.
 */
export function GenerationSourceDialog({
  source,
  onClose,
}: {
  source: GenerationSource;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const k = (key: string) => t(`energy.generationSource.${key}`);
  const save = useSaveGenerationSource(source.plant_id);
  const [kind, setKind] = useState<GenerationSourceKind>(source.kind);
  const [baseUrl, setBaseUrl] = useState(source.base_url ?? '');
  const [siteId, setSiteId] = useState(source.site_id ?? '');
  const [apiKey, setApiKey] = useState('');
  const [hours, setHours] = useState(Math.max(1, Math.round(source.interval_minutes / 60)));
  const [enabled, setEnabled] = useState(source.kind === 'CSV' || source.enabled);
  const fields = save.error instanceof ApiRequestError ? (save.error.fields ?? {}) : {};
  const pulled = kind === 'SOLAREDGE';
  const edit = (set: (value: string) => void) => (event: { target: { value: string } }) => {
    save.reset();
    set(event.target.value);
  };
  const submit = () =>
    save.mutate(
      {
        kind,
        base_url: pulled && baseUrl.trim() ? baseUrl.trim() : null,
        site_id: pulled ? siteId.trim() : null,
        ...(pulled && apiKey.trim() && { api_key: apiKey.trim() }),
        enabled,
        interval_minutes: hours * 60,
      },
      { onSuccess: onClose },
    );
  return (
    <FormDialog open onClose={onClose} aria-labelledby="generation-source-title">
      <DialogTitle id="generation-source-title">{k('dialogTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={k('kind')}
            value={kind}
            onChange={edit((v) => setKind(v as GenerationSourceKind))}
          >
            {GENERATION_SOURCE_KINDS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`energy.generationSource.kinds.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          {pulled && (
            <>
              <TextField
                label={k('siteId')}
                value={siteId}
                onChange={edit(setSiteId)}
                required
                error={!!fields.site_id}
                helperText={fields.site_id?.[0]}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <TextField
                label={k('apiKey')}
                type="password"
                value={apiKey}
                onChange={edit(setApiKey)}
                required={!source.api_key_set}
                autoComplete="off"
                error={!!fields.api_key}
                helperText={fields.api_key?.[0] ?? (source.api_key_set ? k('apiKeyKept') : k('apiKeyHint'))}
                slotProps={{ htmlInput: { 'data-testid': 'generation-source-key' } }}
              />
              <TextField
                label={k('baseUrl')}
                value={baseUrl}
                onChange={edit(setBaseUrl)}
                placeholder={SOLAREDGE_BASE_URL}
                error={!!fields.base_url}
                helperText={fields.base_url?.[0] ?? k('baseUrlHint')}
                slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
              />
              <TextField
                select
                label={k('interval')}
                value={hours}
                onChange={edit((v) => setHours(Number(v)))}
              >
                {INTERVAL_HOURS.map((value) => (
                  <MenuItem key={value} value={value}>
                    {t('energy.generationSource.everyHours', { count: value })}
                  </MenuItem>
                ))}
              </TextField>
              <FormControlLabel
                control={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />}
                label={k('enabled')}
              />
            </>
          )}
          <ActionError error={save.error} />
        </Stack>
      </DialogContent>
      <ActionButtons label={k('save')} disabled={save.isPending} onCancel={onClose} onConfirm={submit} />
    </FormDialog>
  );
}
