import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Customer } from '@alvorada/contracts';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { CustomerFormDialog } from './customer-form-dialog.tsx';
import { customerPath } from './detail-paths.ts';
import { DeactivateRecord } from './deactivate-record.tsx';
import { UnitFormDialog } from './unit-form-dialog.tsx';

type Open = 'edit' | 'unit' | null;

/**
 * A customer page's actions for whoever may change Prosumidor records: edit, add a UC, and deactivate (the
 * customer's status becomes ENCERRADO, after a confirmation).
 */
export function CustomerActions({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const may = useAbility();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  if (!may.can('update', 'Prosumidor')) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="contained" onClick={() => setOpen('edit')}>
        {t('energy.records.edit')}
      </Button>
      {may.can('create', 'Prosumidor') && (
        <Button variant="outlined" onClick={() => setOpen('unit')}>
          {t('energy.records.newUnit')}
        </Button>
      )}
      {customer.status !== 'ENCERRADO' && (
        <DeactivateRecord
          resource="customers"
          record={customer}
          changes={{ status: 'ENCERRADO' }}
          title={t('energy.records.deactivateTitle', { name: customer.name })}
          body={t('energy.records.deactivateBody')}
        />
      )}
      <CustomerFormDialog customer={customer} open={open === 'edit'} onClose={close} />
      <UnitFormDialog customerId={customer.id} unit={null} open={open === 'unit'} onClose={close} />
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
