import { useState } from 'react';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import type { Contract } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { contractStatusLabel, paymentMethodLabel, pricingModeLabel } from '@/shared/i18n/labels.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { ContractFormDialog, contractFieldText } from './contract-form-dialog.tsx';
import { RecordGrid } from './record-grid.tsx';

/** A customer's contracts, each editable, and a new one, by whom may change Financeiro records. */
export function ContractsTable({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const may = useAbility();
  const [editing, setEditing] = useState<Contract | null | 'new'>(null);
  const column = (key: string) => t(`energy.customer.contractColumns.${key}`);
  const columns: GridColDef<Contract>[] = [
    { field: 'id', headerName: column('id'), width: 90 },
    {
      field: 'pricing_mode',
      headerName: column('pricing'),
      flex: 1.4,
      minWidth: 180,
      valueFormatter: (v: string) => pricingModeLabel(t, v),
    },
    {
      field: 'discount_ppm',
      headerName: column('discount'),
      type: 'number',
      width: 110,
      valueFormatter: (v: number) => format.percent(v / 1e6),
    },
    {
      field: 'payment_method',
      headerName: column('method'),
      flex: 1,
      minWidth: 130,
      valueFormatter: (v: string) => paymentMethodLabel(t, v),
    },
    { field: 'due_day', headerName: column('dueDay'), type: 'number', width: 110 },
    {
      field: 'start_date',
      headerName: column('start'),
      width: 120,
      valueFormatter: (v: string) => format.day(v),
    },
    {
      field: 'status',
      headerName: column('status'),
      width: 120,
      valueFormatter: (v: string) => contractStatusLabel(t, v),
    },
  ];
  return (
    <>
      {may.can('create', 'Financeiro') && (
        <Button variant="outlined" sx={{ mb: 2 }} onClick={() => setEditing('new')}>
          {t('energy.records.newContract')}
        </Button>
      )}
      <RecordGrid
        resource="contracts"
        prefix="contratos_"
        scope={{ customer_id: customerId }}
        file="contratos"
        columns={columns}
        sorts={['id', 'due_day', 'start_date', 'status']}
        name={(c) => t('energy.records.contractTitle', { id: c.id })}
        texts={{
          label: (field) => t(`energy.records.contractFields.${field}`),
          show: (field, value) => contractFieldText(t, field, value),
        }}
        onEdit={may.can('update', 'Financeiro') ? setEditing : undefined}
        empty={
          <EmptyState title={t('energy.customer.noContracts')} body={t('energy.customer.noContractsBody')} />
        }
      />
      <ContractFormDialog
        customerId={customerId}
        contract={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
