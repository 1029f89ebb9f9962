import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Customer } from '@alvorada/contracts';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { useSaveRecord } from '@/features/energy/api/record-api.ts';
import { CustomerFormDialog } from './customer-form-dialog.tsx';
import { customerPath } from './detail-paths.ts';
import { UnitFormDialog } from './unit-form-dialog.tsx';

type Open = 'edit' | 'deactivate' | 'unit' | null;

/**
 * A customer page's actions for whoever may change Prosumidor records: edit, add a UC, and deactivate (the
 * customer's status becomes ENCERRADO, after a confirmation).
 */
export function CustomerActions({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const may = useAbility();
  const save = useSaveRecord<Customer>('customers');
  const [open, setOpen] = useState<Open>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setOpen(null);
    setError(null);
  };
  const deactivate = async () => {
    try {
      await save.mutateAsync({
        id: customer.id,
        version: customer.version,
        changes: { status: 'ENCERRADO' },
      });
      close();
    } catch (e) {
      setError(applyServerErrors(e, t));
    }
  };
  if (!may.can('update', 'Prosumidor')) return null;
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="contained" onClick={() => setOpen('edit')}>
        {t('energy.records.edit')}
      </Button>
      {may.can('create', 'Prosumidor') && (
        <Button variant="outlined" onClick={() => setOpen('unit')}>
          {t('energy.records.newUnit')}
        </Button>
      )}
      {customer.status !== 'ENCERRADO' && (
        <Button color="error" variant="outlined" onClick={() => setOpen('deactivate')}>
          {t('energy.records.deactivate')}
        </Button>
      )}
      <CustomerFormDialog customer={customer} open={open === 'edit'} onClose={close} />
      <UnitFormDialog customerId={customer.id} unit={null} open={open === 'unit'} onClose={close} />
      <ConfirmDialog
        open={open === 'deactivate'}
        title={t('energy.records.deactivateTitle', { name: customer.name })}
        body={t('energy.records.deactivateBody')}
        confirmLabel={t('energy.records.deactivate')}
        pending={save.isPending}
        error={error}
        onConfirm={() => void deactivate()}
        onClose={close}
      />
    </Stack>
  );
}

/** "Novo cliente": the customer form, then the new customer's page. */
export function NewCustomerButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (!useAbility().can('create', 'Prosumidor')) return null;
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {t('energy.records.newCustomer')}
      </Button>
      <CustomerFormDialog
        customer={null}
        open={open}
        onClose={() => setOpen(false)}
        onSaved={(customer) => void navigate(customerPath(customer.id))}
      />
    </>
  );
}
