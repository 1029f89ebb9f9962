import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { OPTOP_PROVIDERS, type OptopSettings } from '@alvorada/contracts';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { useSaveOptopSettings } from '@/features/optop/api/settings-api.ts';

/**
 * The administrator's provider choice, and whether e-mail addresses may reach it whole. The key is
 * write-only: the page only learns whether one is set.
 */
export function SettingsDialog({ settings, onClose }: { settings: OptopSettings; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveOptopSettings();
  const [provider, setProvider] = useState<string>(
    settings.source === 'admin' ? (settings.provider ?? '') : '',
  );
  const [baseUrl, setBaseUrl] = useState(settings.source === 'admin' ? settings.base_url : '');
  const [model, setModel] = useState(settings.source === 'admin' ? settings.model : '');
  const [key, setKey] = useState('');
  const [shareEmail, setShareEmail] = useState(settings.share_email);
  const error = save.error instanceof ApiRequestError ? (save.error.detail ?? save.error.message) : null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(
            provider
              ? {
                  provider: provider as OptopSettings['provider'],
                  base_url: baseUrl.trim(),
                  model: model.trim(),
                  share_email: shareEmail,
                  ...(key && { api_key: key }),
                }
              : { provider: null },
            { onSuccess: onClose },
          );
        }}
      >
        <DialogTitle>{t('optop.settings.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography color="text.secondary">{t(`optop.settings.source.${settings.source}`)}</Typography>
            <TextField
              select
              label={t('optop.settings.provider')}
              value={provider}
              onChange={(e) => setProvider(e.target.value)}
            >
              <MenuItem value="">{t('optop.settings.useEnvironment')}</MenuItem>
              {OPTOP_PROVIDERS.map((p) => (
                <MenuItem key={p} value={p}>
                  {t(`optop.settings.providers.${p}`)}
                </MenuItem>
              ))}
            </TextField>
            {provider && (
              <>
                <TextField
                  label={t('optop.settings.baseUrl')}
                  helperText={t('optop.settings.baseUrlHint')}
                  value={baseUrl}
                  onChange={(e) => setBaseUrl(e.target.value)}
                  slotProps={{ htmlInput: { dir: 'ltr' } }}
                />
                <TextField
                  label={t('optop.settings.model')}
                  value={model}
                  onChange={(e) => setModel(e.target.value)}
                />
                <TextField
                  type="password"
                  autoComplete="off"
                  label={t('optop.settings.apiKey')}
                  helperText={settings.key_set ? t('optop.settings.keySet') : t('optop.settings.keyNotSet')}
                  value={key}
                  onChange={(e) => setKey(e.target.value)}
                />
                <FormControlLabel
                  control={<Switch checked={shareEmail} onChange={(e) => setShareEmail(e.target.checked)} />}
                  label={t('optop.settings.shareEmail')}
                />
                <Typography variant="body2" color="text.secondary">
                  {t('optop.settings.redactionHint')}
                </Typography>
              </>
            )}
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('dialog.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('optop.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
