import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InvoiceListItem, InvoiceListPage } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { ServerDataGrid } from '@/shared/ui/grid/server-data-grid.tsx';
import type { ServerGridView } from '@/shared/ui/grid/use-server-grid.ts';
import { invoicePath, unitPath } from './detail-paths.ts';
import { InvoiceStatusChip } from './invoice-status-chip.tsx';

/** What is still owed on an invoice; a cancelled one owes nothing. */
const openOf = (i: InvoiceListItem) =>
  i.status === 'CANCELADA' ? 0 : Math.max(i.total_centavos - i.paid_centavos, 0);

/** The invoice list's rows: the number opens the invoice, the UC its page; sortable where the server sorts. */
export function InvoiceListGrid({
  grid,
  page,
  loading,
}: {
  grid: ServerGridView;
  page: InvoiceListPage | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const header = (key: string) => t(`energy.invoiceList.columns.${key}`);
  const money = (field: 'amount_centavos' | 'open', value: (i: InvoiceListItem) => number) =>
    ({
      field,
      headerName: header(field === 'open' ? 'open' : 'amount'),
      type: 'number',
      minWidth: 120,
      flex: 1,
      sortable: field !== 'open',
      valueGetter: (_value, row) => value(row),
      valueFormatter: (cents: number) => format.centavos(cents),
    }) satisfies GridColDef<InvoiceListItem>;
  const columns: GridColDef<InvoiceListItem>[] = [
    {
      field: 'id',
      headerName: header('number'),
      width: 90,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={invoicePath(row.id)} sx={{ fontWeight: 600 }}>
          {row.id}
        </Link>
      ),
    },
    {
      field: 'cycle',
      headerName: header('cycle'),
      width: 120,
      valueFormatter: (v: string) => format.month(v),
    },
    { field: 'customer_name', headerName: header('customer'), minWidth: 180, flex: 2 },
    {
      field: 'installation_number',
      headerName: header('unit'),
      minWidth: 130,
      flex: 1,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={unitPath(row.unit_id)}>
          {row.installation_number}
        </Link>
      ),
    },
    {
      field: 'plant_name',
      headerName: header('plant'),
      minWidth: 150,
      flex: 1,
      sortable: false,
      valueFormatter: (v: string | null) => v ?? '—',
    },
    { field: 'distributor', headerName: header('distributor'), width: 120, sortable: false },
    {
      field: 'due_date',
      headerName: header('due'),
      width: 120,
      valueFormatter: (v: string) => format.day(v),
    },
    {
      field: 'status',
      headerName: header('status'),
      width: 150,
      sortable: false,
      renderCell: ({ row }) => <InvoiceStatusChip status={row.status} />,
    },
    money('amount_centavos', (i) => i.amount_centavos),
    money('open', openOf),
  ];
  return (
    <ServerDataGrid
      grid={grid}
      rows={page?.results ?? []}
      rowCount={page?.count ?? 0}
      loading={loading}
      columns={columns}
      getRowId={(row) => row.id}
    />
  );
}
