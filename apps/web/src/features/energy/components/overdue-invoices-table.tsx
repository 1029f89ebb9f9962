import type { GridColDef } from '@mui/x-data-grid';
import type { Invoice, PeriodQuery } from '@alvorada/contracts';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useOverdueInvoices } from '@/features/energy/api/summary-api.ts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { ServerDataGrid } from '@/shared/ui/grid/server-data-grid.tsx';
import { useServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import { invoicePath } from './detail-paths.ts';
import { ListExportBar } from './list-export-bar.tsx';

/**
 * The period's invoices past due and unpaid, of the page's plant and distributor, oldest due date first,
 * paged by the server (the view lives in the URL); the competência opens the invoice.
 */
export function OverdueInvoicesTable({ period }: { period: PeriodQuery }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const grid = useServerGrid();
  const invoices = useOverdueInvoices(period, grid.query);
  const money = (centavos: number) => format.money(centavos / 100);
  const day = (value: string) => format.date(`${value}T12:00:00Z`);
  const columns: GridColDef<Invoice>[] = [
    {
      field: 'cycle',
      headerName: t('energy.finance.columns.cycle'),
      width: 120,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={invoicePath(row.id)} sx={{ fontWeight: 600 }}>
          {format.month(row.cycle)}
        </Link>
      ),
    },
    {
      field: 'customer_name',
      headerName: t('energy.finance.columns.customer'),
      flex: 2,
      minWidth: 180,
      sortable: false,
    },
    {
      field: 'due_date',
      headerName: t('energy.finance.columns.due'),
      minWidth: 130,
      flex: 1,
      valueFormatter: day,
    },
    {
      field: 'amount_centavos',
      headerName: t('energy.finance.columns.amount'),
      type: 'number',
      minWidth: 130,
      flex: 1,
      valueFormatter: money,
    },
    {
      field: 'paid_centavos',
      headerName: t('energy.finance.columns.open'),
      type: 'number',
      minWidth: 130,
      flex: 1,
      sortable: false,
      valueGetter: (_v, row) => row.total_centavos - row.paid_centavos,
      valueFormatter: money,
    },
  ];
  return (
    <>
      <ListExportBar
        path="/energy/summary/finance/overdue/export/"
        name="faturas-vencidas"
        query={{ ...period, ...grid.criteria }}
        empty={!invoices.data?.count}
      />
      <ServerDataGrid
        grid={grid}
        rows={invoices.data?.results ?? []}
        rowCount={invoices.data?.count ?? 0}
        loading={invoices.isFetching}
        columns={columns}
      />
    </>
  );
}
