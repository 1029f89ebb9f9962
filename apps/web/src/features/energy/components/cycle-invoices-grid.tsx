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
import { invoiceDueAndStatusColumns } from './invoice-columns.tsx';
import { ListExportBar } from './list-export-bar.tsx';

/** The invoices a cycle issued, a page at a time (its page and sort in the URL under `faturas_`). */
export function CycleInvoicesGrid({ cycle }: { cycle: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const grid = useServerGrid([], { prefix: 'faturas_' });
  const invoices = useCycleInvoiceList(cycle, grid.query, true);
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
      headerName: t('energy.invoices.columns.total'),
      type: 'number',
      minWidth: 120,
      flex: 1,
      valueGetter: (_value, row) => row.total_centavos,
      valueFormatter: (value: number) => format.centavos(value),
    },
    ...invoiceDueAndStatusColumns<InvoiceListItem>(t, format, false),
  ];
  return (
    <>
      <ListExportBar
        path="/energy/invoices/export/"
        name="faturas"
        query={{ ...grid.criteria, cycle }}
        empty={!invoices.data?.count}
      />
      <CycleGrid
        grid={grid}
        records={invoices}
        columns={columns}
        empty={{ title: t('energy.invoices.empty'), body: t('energy.invoices.emptyBody') }}
      />
    </>
  );
}
