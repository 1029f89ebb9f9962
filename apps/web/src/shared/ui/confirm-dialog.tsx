import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './error-alert.tsx';

/**
 * Asks before a destructive action. With `typed`, the confirm button stays disabled until that exact text
 * is typed.
 */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  typed,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  typed?: string;
  pending?: boolean;
  error?: string | null;
  onConfirm: (typedValue: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const ready = !typed || value.trim().toLowerCase() === typed.toLowerCase();
  const close = () => {
    setValue('');
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{body}</DialogContentText>
        {typed && (
          <TextField
            autoFocus
            sx={{ mt: 2 }}
            label={t('dialog.typeToConfirm', { text: typed })}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            slotProps={{ htmlInput: { 'aria-describedby': 'confirm-title' } }}
          />
        )}
        <ErrorAlert error={error} sx={{ mt: 2 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('dialog.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={!ready || pending}
          onClick={() => onConfirm(value)}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
