import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { paymentMethodLabel } from '@/shared/i18n/labels.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { invoicePath } from '@/features/energy/components/detail-paths.ts';
import { OverviewGrid } from '@/features/energy/components/overview-grid.tsx';

/** An invoice's payments, with the late charges each carried to the next invoice. */
export function InvoicePaymentsTable({ payments }: { payments: Payment[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (!payments.length)
    return <EmptyState title={t('energy.invoice.noPayments')} body={t('energy.invoice.noPaymentsBody')} />;
  const column = (key: string) => t(`energy.invoice.paymentColumns.${key}`);
  const columns: GridColDef<Payment>[] = [
    {
      field: 'credited_on',
      headerName: column('creditedOn'),
      flex: 1,
      minWidth: 120,
      valueFormatter: format.day,
    },
    {
      field: 'method',
      headerName: column('method'),
      flex: 1,
      minWidth: 130,
      valueFormatter: (v: string) => paymentMethodLabel(t, v),
    },
    {
      field: 'amount_centavos',
      headerName: column('amount'),
      type: 'number',
      flex: 1,
      minWidth: 120,
      valueFormatter: format.centavos,
    },
    {
      field: 'late_charges_centavos',
      headerName: column('charges'),
      type: 'number',
      flex: 1,
      minWidth: 120,
      valueFormatter: format.centavos,
    },
    {
      field: 'carried_to_invoice_id',
      headerName: column('carriedTo'),
      flex: 1.2,
      minWidth: 160,
      renderCell: ({ row }) =>
        row.carried_to_invoice_id ? (
          <Link component={RouterLink} to={invoicePath(row.carried_to_invoice_id)}>
            {t('energy.invoice.nextInvoice')}
          </Link>
        ) : row.late_charges_centavos > 0 ? (
          t('energy.invoice.pendingCarry')
        ) : (
          '—'
        ),
    },
  ];
  return <OverviewGrid rows={payments} columns={columns} />;
}
