import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import type { Invoice } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { ServerDataGrid } from '@/shared/ui/grid/server-data-grid.tsx';
import { useServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import { useCycleInvoiceList } from '@/features/energy/api/cycle-records-api.ts';
import { invoicePath, unitPath } from './detail-paths.ts';
import { InvoiceStatusChip } from './invoice-status-chip.tsx';

/** The invoices a cycle issued, a page at a time (its page and sort in the URL under `faturas_`). */
export function CycleInvoicesGrid({ cycle }: { cycle: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const grid = useServerGrid([], { prefix: 'faturas_' });
  const invoices = useCycleInvoiceList(cycle, grid.query, true);
  if (invoices.isError)
    return <LoadError message={t('energy.loadError')} onRetry={() => void invoices.refetch()} />;
  if (invoices.data?.count === 0)
    return <EmptyState title={t('energy.invoices.empty')} body={t('energy.invoices.emptyBody')} />;
  const column = (key: string) => t(`energy.invoices.columns.${key}`);
  const columns: GridColDef<Invoice>[] = [
    {
      field: 'customer_name',
      headerName: t('energy.cycle.invoiceCustomer'),
      flex: 1.5,
      minWidth: 180,
      sortable: false,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={invoicePath(row.id)} sx={{ fontWeight: 600 }}>
          {row.customer_name}
        </Link>
      ),
    },
    {
      field: 'unit_id',
      headerName: t('energy.cycle.invoiceUnit'),
      minWidth: 110,
      flex: 1,
      sortable: false,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={unitPath(row.unit_id)}>
          {t('energy.cycle.unitNumber', { id: row.unit_id })}
        </Link>
      ),
    },
    {
      field: 'amount_centavos',
      headerName: column('total'),
      type: 'number',
      minWidth: 120,
      flex: 1,
      valueGetter: (_value, row) => row.total_centavos,
      valueFormatter: (value: number) => format.centavos(value),
    },
    {
      field: 'due_date',
      headerName: column('due'),
      minWidth: 115,
      flex: 1,
      valueFormatter: (value: string) => format.day(value),
    },
    {
      field: 'status',
      headerName: column('status'),
      width: 140,
      sortable: false,
      renderCell: ({ value }) => <InvoiceStatusChip status={value} />,
    },
  ];
  return (
    <ServerDataGrid
      grid={grid}
      rows={invoices.data?.results ?? []}
      rowCount={invoices.data?.count ?? 0}
      loading={invoices.isLoading}
      columns={columns}
      getRowId={(row) => row.id}
    />
  );
}
