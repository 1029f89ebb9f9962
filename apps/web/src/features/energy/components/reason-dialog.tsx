import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { ErrorAlert } from '@/shared/ui/error-alert.tsx';
import { FormDialog } from './form-dialog.tsx';

/** The longest reason the server keeps. */
const REASON_MAX = 500;

/**
 * Asks before an action that the history keeps with its reason (reopening a cycle, closing one without every
 * bill, a recompute, a payment's reversal): what will happen, then the reason, then the action. With
 * `reasonRequired` the action waits for a reason; without `confirmLabel` the dialog only informs (nothing may
 * be done yet). The server's message shows in place: on the reason when it names that field, else above the
 * buttons.
 */
export function ReasonDialog({
  open,
  title,
  children,
  reasonLabel,
  reasonRequired = true,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  reasonLabel?: string;
  reasonRequired?: boolean;
  confirmLabel?: string;
  pending?: boolean;
  error: unknown;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const refused = error instanceof ApiRequestError ? error : error ? null : undefined;
  const onReason = refused?.fields?.reason?.join(' ');
  const message = refused === null ? t('errors.unexpected') : onReason ? null : refused?.detail;
  const missing = reasonRequired && reason.trim() === '';
  const close = () => {
    setReason('');
    onClose();
  };
  const asksReason = confirmLabel !== undefined && reasonLabel !== undefined;
  return (
    <FormDialog open={open} onClose={close} aria-labelledby="reason-dialog-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!missing && !pending && confirmLabel) onConfirm(reason.trim());
        }}
      >
        <DialogTitle id="reason-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {children}
            {asksReason && (
              <TextField
                label={reasonLabel}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                required={reasonRequired}
                multiline
                minRows={2}
                error={!!onReason}
                helperText={onReason ?? t('energy.reason.hint')}
                slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
              />
            )}
            <ErrorAlert error={message} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{confirmLabel ? t('dialog.cancel') : t('common.close')}</Button>
          {confirmLabel && (
            <Button type="submit" color="error" variant="contained" disabled={missing || pending}>
              {confirmLabel}
            </Button>
          )}
        </DialogActions>
      </form>
    </FormDialog>
  );
}
