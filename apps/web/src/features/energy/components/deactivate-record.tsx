import { useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { useSaveRecord, type EnergyRecord, type Versioned } from '@/features/energy/api/record-api.ts';

interface Deactivation {
  resource: EnergyRecord;
  /** The record: its closed status is saved on the version read. */
  record: Versioned;
  changes: Record<string, unknown>;
  title: string;
  body: string;
}

/**
 * The confirmation of a deactivation, open while `open`: on confirming, the record takes `changes` (its closed
 * status) on the version read, so that a change made meanwhile is refused (said in the dialog); nothing is
 * deleted.
 */
export function DeactivateDialog({
  resource,
  record,
  changes,
  title,
  body,
  open,
  onClose,
}: Deactivation & { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveRecord(resource);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    onClose();
    setError(null);
  };
  const deactivate = async () => {
    try {
      await save.mutateAsync({ id: record.id, version: record.version, changes });
      close();
    } catch (e) {
      setError(applyServerErrors(e, t));
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title={title}
      body={body}
      confirmLabel={t('energy.records.deactivate')}
      pending={save.isPending}
      error={error}
      onConfirm={() => void deactivate()}
      onClose={close}
    />
  );
}

/** "Desativar" of a record's page: the button, and the confirmation that says what it does. */
export function DeactivateRecord(deactivation: Deactivation) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        {t('energy.records.deactivate')}
      </Button>
      <DeactivateDialog {...deactivation} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
