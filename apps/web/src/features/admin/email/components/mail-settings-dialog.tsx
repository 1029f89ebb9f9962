import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import {
  useInboundSettings,
  useMailTemplates,
  useRotateInboundSecret,
} from '@/features/admin/email/api/mail-api.ts';
import { TemplatesPanel } from './templates-panel.tsx';

function InboundPanel() {
  const { t } = useTranslation();
  const settings = useInboundSettings();
  const rotate = useRotateInboundSecret();
  if (settings.isPending) return <LinearProgress aria-label={t('common.loading')} />;
  if (settings.isError) return <Alert severity="error">{applyServerErrors(settings.error, t)}</Alert>;
  const value = rotate.data ?? settings.data;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('admin.mail.inbound.body')}</Typography>
      <TextField
        label={t('admin.mail.inbound.url')}
        value={value.url}
        slotProps={{ input: { readOnly: true }, htmlInput: { dir: 'ltr' } }}
      />
      <TextField
        label={t('admin.mail.inbound.header')}
        value={value.secret}
        slotProps={{
          input: { readOnly: true },
          htmlInput: { dir: 'ltr', style: { fontFamily: 'monospace' } },
        }}
      />
      <Button
        color="warning"
        variant="outlined"
        onClick={() => rotate.mutate()}
        disabled={rotate.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('admin.mail.inbound.rotate')}
      </Button>
    </Stack>
  );
}

/** System templates per locale and the inbound webhook's address and secret. */
export function MailSettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'templates' | 'inbound'>('templates');
  const templates = useMailTemplates();
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth>
      <DialogTitle>{t('admin.mail.settings')}</DialogTitle>
      <DialogContent>
        <Tabs value={tab} onChange={(_, v: typeof tab) => setTab(v)} sx={{ mb: 3 }}>
          <Tab value="templates" label={t('admin.mail.templates.title')} />
          <Tab value="inbound" label={t('admin.mail.inbound.title')} />
        </Tabs>
        {tab === 'templates' && templates.isPending && <LinearProgress aria-label={t('common.loading')} />}
        {tab === 'templates' && templates.isError && (
          <Alert severity="error">{applyServerErrors(templates.error, t)}</Alert>
        )}
        {tab === 'templates' && templates.data && <TemplatesPanel templates={templates.data} />}
        {tab === 'inbound' && <InboundPanel />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
