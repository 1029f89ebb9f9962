import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import type { InvoiceListItem } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { useServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import { useCycleInvoiceList } from '@/features/energy/api/cycle-records-api.ts';
import { CycleGrid, unitColumn } from './cycle-grid.tsx';
import { invoicePath } from './detail-paths.ts';
import { InvoiceStatusChip } from './invoice-status-chip.tsx';

/** The invoices a cycle issued, a page at a time (its page and sort in the URL under `faturas_`). */
export function CycleInvoicesGrid({ cycle }: { cycle: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const grid = useServerGrid([], { prefix: 'faturas_' });
  const invoices = useCycleInvoiceList(cycle, grid.query, true);
  const column = (key: string) => t(`energy.invoices.columns.${key}`);
  const columns: GridColDef<InvoiceListItem>[] = [
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
    unitColumn(t),
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
    <CycleGrid
      grid={grid}
      records={invoices}
      columns={columns}
      empty={{ title: t('energy.invoices.empty'), body: t('energy.invoices.emptyBody') }}
    />
  );
}
