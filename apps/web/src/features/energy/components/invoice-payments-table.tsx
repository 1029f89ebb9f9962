import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@alvorada/contracts';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { paymentMethodLabel } from '@/shared/i18n/labels.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { invoicePath } from '@/features/energy/components/detail-paths.ts';
import { OverviewGrid } from '@/features/energy/components/overview-grid.tsx';
import { PaymentReversalDialog } from '@/features/energy/components/payment-reversal-dialog.tsx';

/** The payment a reversal may take back: the latest one still standing (the server refuses the others). */
const latestStanding = (payments: Payment[]) =>
  payments.filter((p) => !p.reversal).reduce<Payment | null>((a, p) => (a && a.id > p.id ? a : p), null);

/**
 * An invoice's payments, with the late charges each carried to the next invoice; a reversed one struck through
 * with when and why. The latest payment still standing may be reversed (estorno), by whom may record payments.
 */
export function InvoicePaymentsTable({ payments }: { payments: Payment[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const mayReverse = useAbility().can('create', 'Financeiro');
  const [reversing, setReversing] = useState<Payment | null>(null);
  if (!payments.length)
    return <EmptyState title={t('energy.invoice.noPayments')} body={t('energy.invoice.noPaymentsBody')} />;
  const latest = mayReverse ? latestStanding(payments) : null;
  const column = (key: string) => t(`energy.invoice.paymentColumns.${key}`);
  const struck = (row: Payment, text: string) =>
    row.reversal ? (
      <Box component="s" sx={{ color: 'text.secondary' }}>
        {text}
      </Box>
    ) : (
      text
    );
  const columns: GridColDef<Payment>[] = [
    {
      field: 'credited_on',
      headerName: column('creditedOn'),
      flex: 1,
      minWidth: 120,
      renderCell: ({ row }) => struck(row, format.day(row.credited_on)),
    },
    {
      field: 'method',
      headerName: column('method'),
      flex: 1,
      minWidth: 130,
      valueGetter: (_v, row) =>
        row.source === 'CREDITO_CLIENTE'
          ? t('energy.invoice.creditSource')
          : paymentMethodLabel(t, row.method),
    },
    {
      field: 'amount_centavos',
      headerName: column('amount'),
      type: 'number',
      flex: 1,
      minWidth: 120,
      renderCell: ({ row }) => struck(row, format.centavos(row.amount_centavos)),
    },
    {
      field: 'late_charges_centavos',
      headerName: column('charges'),
      type: 'number',
      flex: 1,
      minWidth: 120,
      renderCell: ({ row }) => struck(row, format.centavos(row.late_charges_centavos)),
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
        ) : row.late_charges_centavos > 0 && !row.reversal ? (
          t('energy.invoice.pendingCarry')
        ) : (
          '—'
        ),
    },
    {
      field: 'reversal',
      headerName: column('state'),
      flex: 2,
      minWidth: 240,
      sortable: false,
      renderCell: ({ row }) => {
        const text = row.reversal
          ? t('energy.invoice.reversed', {
              date: format.day(row.reversal.reversed_on),
              reason: row.reversal.reason,
            })
          : row.excess_centavos > 0
            ? t('energy.invoice.excessCredited', { amount: format.centavos(row.excess_centavos) })
            : '';
        return (
          <Box
            title={text}
            data-reversed={row.reversal ? 'true' : undefined}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%', overflow: 'hidden' }}
          >
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', flex: 1 }}>
              {text}
            </Box>
            {row.id === latest?.id && (
              <Button size="small" onClick={() => setReversing(row)}>
                {t('energy.invoice.reverse.action')}
              </Button>
            )}
          </Box>
        );
      },
    },
  ];
  return (
    <>
      <OverviewGrid rows={payments} columns={columns} />
      {reversing && <PaymentReversalDialog payment={reversing} onClose={() => setReversing(null)} />}
    </>
  );
}
