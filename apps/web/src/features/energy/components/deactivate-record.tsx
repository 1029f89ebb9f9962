import { useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { useSaveRecord, type EnergyRecord, type Versioned } from '@/features/energy/api/record-api.ts';

/**
 * "Desativar" of a record's page: after a confirmation that says what it does, the record takes `changes`
 * (its closed status), on the version read, so that a change made meanwhile is refused; nothing is deleted.
 */
export function DeactivateRecord({
  resource,
  record,
  changes,
  title,
  body,
}: {
  resource: EnergyRecord;
  record: Versioned;
  changes: Record<string, unknown>;
  title: string;
  body: string;
}) {
  const { t } = useTranslation();
  const save = useSaveRecord(resource);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
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
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        {t('energy.records.deactivate')}
      </Button>
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
    </>
  );
}
