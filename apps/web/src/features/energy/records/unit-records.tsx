import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Unit } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { useRecord } from '@/features/energy/api/record-api.ts';
import { DeactivateRecord } from '@/features/energy/components/deactivate-record.tsx';
import { RecordHistory } from '@/features/energy/components/record-history.tsx';
import { UnitFormDialog, unitFieldText } from '@/features/energy/components/unit-form-dialog.tsx';

/** A UC page's actions for whoever may change Prosumidor records: edit, and deactivate after a confirmation. */
export function UnitActions({ id }: { id: number }) {
  const { t } = useTranslation();
  const unit = useRecord<Unit>('units', id).data;
  const [editing, setEditing] = useState(false);
  if (!useAbility().can('update', 'Prosumidor') || !unit) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="contained" onClick={() => setEditing(true)}>
        {t('energy.records.edit')}
      </Button>
      {unit.active && (
        <DeactivateRecord
          resource="units"
          record={unit}
          changes={{ active: false }}
          title={t('energy.records.deactivateUnitTitle', { number: unit.installation_number })}
          body={t('energy.records.deactivateUnitBody')}
        />
      )}
      <UnitFormDialog
        customerId={unit.customer_id}
        unit={unit}
        open={editing}
        onClose={() => setEditing(false)}
      />
    </Stack>
  );
}

/** A UC's history, its fields written as its form writes them. */
export function UnitHistory({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <RecordHistory
      resource="units"
      id={id}
      label={(field) => t(`energy.records.unitFields.${field}`)}
      show={(field, value) => unitFieldText(t, field, value)}
    />
  );
}
