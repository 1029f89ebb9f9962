import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { useFormatters } from '@/shared/i18n/format.ts';
import { InvoiceStatusChip } from './invoice-status-chip.tsx';

/** An invoice list's due date and status columns; `sortableStatus` false where the list cannot sort by it. */
export const invoiceDueAndStatusColumns = <R extends { due_date: string; status: string }>(
  t: TFunction,
  format: ReturnType<typeof useFormatters>,
  sortableStatus = true,
): GridColDef<R>[] => [
  {
    field: 'due_date',
    headerName: t('energy.invoices.columns.due'),
    minWidth: 115,
    flex: 1,
    valueFormatter: (value: string) => format.day(value),
  },
  {
    field: 'status',
    headerName: t('energy.invoices.columns.status'),
    width: 140,
    sortable: sortableStatus,
    renderCell: ({ value }) => <InvoiceStatusChip status={value} />,
  },
];
