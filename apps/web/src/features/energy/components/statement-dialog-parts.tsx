import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/shared/api/errors.ts';

/** Why the server refused an invoice action, unless a field of the form already says it. */
export function ActionError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const refusal = error instanceof ApiRequestError ? error : null;
  if (refusal?.fields) return null;
  return <Alert severity="error">{refusal?.detail ?? t('energy.invoice.actionError')}</Alert>;
}

/** An invoice action dialog's buttons: cancel, and the action itself. */
export function ActionButtons({
  label,
  disabled,
  onCancel,
  onConfirm,
}: {
  label: string;
  disabled: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DialogActions>
      <Button onClick={onCancel}>{t('dialog.cancel')}</Button>
      <Button variant="contained" disabled={disabled} onClick={onConfirm}>
        {label}
      </Button>
    </DialogActions>
  );
}
