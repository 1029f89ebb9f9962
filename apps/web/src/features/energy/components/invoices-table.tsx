import type { GridColDef } from '@mui/x-data-grid';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { paymentMethodLabel } from '@/shared/i18n/labels.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { OverviewGrid } from './overview-grid.tsx';
import { invoicePath } from './detail-paths.ts';
import { invoiceDueAndStatusColumns } from './invoice-columns.tsx';

/** A customer's or a UC's invoices, newest first; the competência opens the invoice. */
export function InvoicesTable({ invoices }: { invoices: Invoice[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (!invoices.length)
    return <EmptyState title={t('energy.invoices.empty')} body={t('energy.invoices.emptyBody')} />;
  const column = (key: string) => t(`energy.invoices.columns.${key}`);
  const columns: GridColDef<Invoice>[] = [
    {
      field: 'cycle',
      headerName: column('cycle'),
      width: 130,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={invoicePath(row.id)} sx={{ fontWeight: 600 }}>
          {format.month(row.cycle)}
        </Link>
      ),
    },
    {
      field: 'compensated_kwh',
      headerName: column('kwh'),
      type: 'number',
      minWidth: 110,
      flex: 1,
      valueFormatter: (value: number) => format.energy(value),
    },
    {
      field: 'total_centavos',
      headerName: column('total'),
      type: 'number',
      minWidth: 120,
      flex: 1,
      valueFormatter: (value: number) => format.centavos(value),
    },
    {
      field: 'savings_centavos',
      headerName: column('savings'),
      type: 'number',
      minWidth: 120,
      flex: 1,
      valueFormatter: (value: number) => format.centavos(value),
    },
    ...invoiceDueAndStatusColumns<Invoice>(t, format),
    {
      field: 'paid_on',
      headerName: column('paidOn'),
      minWidth: 115,
      flex: 1,
      valueFormatter: (value: string | null) => (value ? format.day(value) : '—'),
    },
    {
      field: 'payment_method',
      headerName: column('method'),
      minWidth: 130,
      flex: 1,
      valueFormatter: (value: string) => paymentMethodLabel(t, value),
    },
  ];
  return <OverviewGrid rows={invoices} columns={columns} />;
}
