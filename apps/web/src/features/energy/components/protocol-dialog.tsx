import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { useProtocolAllocation } from '@/features/energy/api/allocation-api.ts';
import { ErrorAlert } from '@/shared/ui/error-alert.tsx';

/** Records the protocol number the distributor gave a draft version: it then governs from its cycle on. */
export function ProtocolDialog({
  plantId,
  version,
  onClose,
}: {
  plantId: number;
  version: { id: number; version: number } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [protocol, setProtocol] = useState('');
  const save = useProtocolAllocation(plantId);
  const close = () => {
    setProtocol('');
    save.reset();
    onClose();
  };
  const error = save.error instanceof ApiRequestError ? (save.error.detail ?? t('errors.unexpected')) : null;
  return (
    <Dialog open={version !== null} onClose={close} maxWidth="xs" fullWidth aria-labelledby="protocol-title">
      <DialogTitle id="protocol-title">
        {t('energy.allocation.protocolTitle', { version: version?.version ?? '' })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{t('energy.allocation.protocolBody')}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          sx={{ mt: 2 }}
          label={t('energy.allocation.protocol')}
          value={protocol}
          onChange={(e) => setProtocol(e.target.value)}
        />
        <ErrorAlert error={error} sx={{ mt: 2 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('dialog.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!protocol.trim() || save.isPending}
          onClick={() =>
            version && save.mutate({ id: version.id, protocol: protocol.trim() }, { onSuccess: close })
          }
        >
          {t('energy.allocation.protocolSave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
